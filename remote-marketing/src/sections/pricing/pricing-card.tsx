import { cn } from 'shared/helpers/cn'
import { ScrollButton } from 'shared/singletons/ui'
import { check, Icon } from 'shared/ui/icons'
import { pricingCopy } from '../../content/pricing'
import type { PricingPackage } from '../../content/types'

export function PricingCard({ pkg }: { pkg: PricingPackage }) {
  const titleId = `pricing-${pkg.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn('relative flex w-full flex-col rounded-card bg-white p-6 shadow-sm sm:p-8', pkg.popular ? 'ring-2 ring-brand-700 lg:-my-4 lg:py-12' : 'ring-1 ring-ink-200')}
    >
      {pkg.popular && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-pill bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-ink-950">{pricingCopy.popularBadge}</p>
      )}
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon path={pkg.icon} />
      </span>
      <h3 id={titleId} className="mt-4 text-xl font-bold text-ink-900">
        {pkg.name}
      </h3>
      <p className="mt-2 text-ink-700">{pkg.description}</p>
      <p className="mt-6">
        <span className="font-display text-4xl font-bold text-ink-900">{pkg.price}</span> <span className="text-ink-600">{pkg.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-ink-800">
            <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <ScrollButton
        targetId="main-booking-calendar"
        variant={pkg.popular ? 'primary' : 'outline'}
        className="mt-8 w-full"
        aria-describedby={titleId}
        data-cta={pricingCopy.getStarted.cta}
      >
        {pricingCopy.getStarted.label}
      </ScrollButton>
    </article>
  )
}
