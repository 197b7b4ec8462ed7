import { getSiteConfig } from 'shared/singletons/config'
import { telHref } from 'shared/helpers/contact-links'
import { buttonVariants, PhoneNumber, ScrollButton, Section } from 'shared/singletons/ui'
import { check, Icon } from 'shared/ui/icons'
import { introContent as copy } from '../../content/intro'
import { TELEHEALTH_BOOKING_ID } from '../booking-anchor'

export function IntroSection() {
  const { phone } = getSiteConfig()
  return (
    <Section tone="white" aria-labelledby="telehealth-intro-heading" className="bg-linear-to-b from-brand-50 to-white">
      <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.eyebrow}</p>
          <h1 id="telehealth-intro-heading" className="font-display text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700">{copy.lead}</p>
          <ul className="mt-6 space-y-3">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-800">
                <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {/* Side by side while both fit on one line each; otherwise the call button moves below. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <ScrollButton targetId={TELEHEALTH_BOOKING_ID} size="lg" className="sm:whitespace-nowrap" data-cta="telehealth-intro-book-call">
              {copy.primaryCta}
            </ScrollButton>
            <a href={telHref(phone.e164)} className={buttonVariants({ variant: 'outline', size: 'lg' })} data-cta="telehealth-intro-call">
              {copy.callCtaPrefix} <PhoneNumber display={phone.display} />
            </a>
          </div>
        </div>
        <IntroStats />
      </div>
    </Section>
  )
}

function IntroStats() {
  return (
    <div role="group" aria-labelledby="telehealth-intro-stats" className="rounded-card bg-ink-950 p-6 text-white shadow-lg sm:p-8">
      <h2 id="telehealth-intro-stats" className="text-sm font-semibold uppercase tracking-widest text-accent-300">
        {copy.statsHeading}
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-6">
        {copy.stats.map((stat) => (
          // Label first for screen readers, figure first on screen.
          <div key={stat.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm text-ink-200">{stat.label}</dt>
            <dd className="font-display text-2xl font-bold text-white sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 border-t border-ink-700 pt-4 text-sm text-ink-200">{copy.licensureNote}</p>
    </div>
  )
}
