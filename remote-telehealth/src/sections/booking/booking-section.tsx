import { getSiteConfig } from 'shared/singletons/config'
import { buttonVariants, PhoneNumber, Section, SectionHeading, smsHref, telHref } from 'shared/singletons/ui'
import { bookingSection } from 'shared/ui/booking-section'
import { Steps } from 'shared/ui/steps'
import { bookingContent as copy } from '../../content/booking'
import { TELEHEALTH_BOOKING_ID } from '../booking-anchor'

const BookingBand = bookingSection({ Section, SectionHeading, buttonVariants, PhoneNumber, telHref, smsHref, getSiteConfig })

/** The booking anchor every CTA on this page (and the shell's Book Call) scrolls to. */
export function BookingSection() {
  return (
    <BookingBand
      id={TELEHEALTH_BOOKING_ID}
      headingId="telehealth-booking-heading"
      tone="brand"
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
      calendar="telehealth"
      height={1000}
      after={
        <div className="mt-12">
          <h3 className="text-center text-2xl font-bold">{copy.nextStepsHeading}</h3>
          <Steps items={copy.nextSteps} tone="brand" marker="bright" titleAs="h4" className="mt-6 gap-6 md:grid-cols-3" />
        </div>
      }
    >
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
    </BookingBand>
  )
}
