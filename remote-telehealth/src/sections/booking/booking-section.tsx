import { BookingCalendar, Section, SectionHeading } from 'shared/ui'
import { bookingContent as copy } from '../../content/booking'
import { TELEHEALTH_BOOKING_ID } from '../booking-anchor'

/** The booking anchor every CTA on this page (and the shell's Book Call) scrolls to. */
export function BookingSection() {
  return (
    <Section tone="brand" id={TELEHEALTH_BOOKING_ID} aria-labelledby="telehealth-booking-heading">
      <SectionHeading id="telehealth-booking-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="dark" />
      <dl className="mx-auto mb-8 grid max-w-3xl grid-cols-3 gap-3 text-center">
        {copy.highlights.map((item) => (
          // Label first for screen readers ("Strategy Call: 30 MIN"), figure first on screen.
          <div key={item.label} className="flex flex-col-reverse justify-end rounded-xl bg-brand-900 px-2 py-4 ring-1 ring-brand-700">
            <dt className="mt-1 text-sm text-brand-100">{item.label}</dt>
            <dd className="font-display text-xl font-bold text-accent-300 sm:text-3xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-2 text-center text-lg font-bold text-accent-300">{copy.urgency}</p>
      <p className="mb-8 text-center text-brand-100">{copy.urgencyReason}</p>
      <BookingCalendar calendar="telehealth" height={1000} />
      <NextSteps />
    </Section>
  )
}

function NextSteps() {
  return (
    <div className="mt-12">
      <h3 className="text-center text-2xl font-bold">{copy.nextStepsHeading}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {copy.nextSteps.map((step, index) => (
          <li key={step.title} className="rounded-card bg-brand-900 p-6 ring-1 ring-brand-700">
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-accent-400 font-bold text-ink-950">
              {index + 1}
            </span>
            <h4 className="mt-3 text-lg font-bold">{step.title}</h4>
            <p className="mt-2 text-brand-100">{step.body}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
