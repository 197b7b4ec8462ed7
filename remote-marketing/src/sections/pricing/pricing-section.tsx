import { ScrollButton, Section, SectionHeading } from 'shared/singletons/ui'
import { pricingCopy as copy } from '../../content/pricing'
import { PricingCard } from './pricing-card'
import { TelehealthPanel } from './telehealth-panel'

interface PricingSectionProps {
  /** Passed to the Telehealth panel's DOMINATE THE MARKET button. */
  onDominateMarket?: () => void
}

export function PricingSection({ onDominateMarket }: PricingSectionProps) {
  return (
    <Section id="pricing" aria-labelledby="pricing-title">
      <SectionHeading id="pricing-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ul className="grid gap-10 pt-4 lg:grid-cols-3 lg:gap-6">
        {copy.packages.map((pkg) => (
          // A flex row stretches the card to the row's height, plus the popular card's negative margins.
          <li key={pkg.id} className="flex">
            <PricingCard pkg={pkg} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="max-w-xl text-ink-700">{copy.strategy.text}</p>
        <ScrollButton targetId="main-booking-calendar" variant="dark" size="lg" data-cta={copy.strategy.button.cta}>
          {copy.strategy.button.label}
        </ScrollButton>
      </div>
      <TelehealthPanel onDominateMarket={onDominateMarket} />
    </Section>
  )
}
