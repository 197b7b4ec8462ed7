import { getSiteConfig } from 'shared/singletons/config'
import { telHref } from 'shared/helpers/contact-links'
import { buttonVariants, PhoneNumber, ScrollButton, Section, SectionHeading } from 'shared/singletons/ui'
import { closing } from '../../content/network-home/closing'

export function ClosingCta() {
  const { phone } = getSiteConfig()
  return (
    <Section tone="brand" aria-labelledby="closing-heading">
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading id="closing-heading" title={closing.title} intro={closing.intro} tone="dark" />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ScrollButton targetId="main-booking-calendar" variant="accent" size="lg" data-cta={closing.primary.cta}>
            {closing.primary.label}
          </ScrollButton>
          <a href={telHref(phone.e164)} className={buttonVariants({ variant: 'light', size: 'lg' })} data-cta="pharmacy-closing-call">
            {closing.callLabel} <PhoneNumber display={phone.display} />
          </a>
        </div>
        <p className="mt-6 text-sm text-brand-100">{closing.note}</p>
      </div>
    </Section>
  )
}
