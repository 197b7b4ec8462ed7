import { Button, ScrollButton } from 'shared/singletons/ui'
import { StatGrid } from '../../components/stat-grid'
import { pricingCopy } from '../../content/pricing'

interface TelehealthPanelProps {
  /** A page that owns its own telehealth flow can take over the button. */
  onDominateMarket?: () => void
}

/** The dark Telehealth Empire promo; its button scrolls to the telehealth calendar, or goes to the page that has it. */
export function TelehealthPanel({ onDominateMarket }: TelehealthPanelProps) {
  const copy = pricingCopy.telehealth
  const buttonClass = 'w-full sm:w-auto'
  return (
    <div className="mt-16 rounded-card bg-ink-950 p-6 text-white sm:p-10">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{copy.eyebrow}</p>
          <h3 className="mt-2 font-display text-3xl font-bold">{copy.title}</h3>
          <p className="mt-3 text-ink-100">{copy.description}</p>
          <div className="mt-6">
            {onDominateMarket ? (
              <Button variant="accent" size="lg" className={buttonClass} onClick={onDominateMarket} data-cta={copy.button.cta}>
                {copy.button.label}
              </Button>
            ) : (
              <ScrollButton targetId="telehealth-booking-calendar" fallbackTo={copy.fallbackTo} variant="accent" size="lg" className={buttonClass} data-cta={copy.button.cta}>
                {copy.button.label}
              </ScrollButton>
            )}
          </div>
        </div>
        <StatGrid stats={copy.stats} tone="dark" />
      </div>
    </div>
  )
}
