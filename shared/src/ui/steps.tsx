import type { ReactNode } from 'react'
import { cn } from 'shared/helpers/cn'
import { cardVariants } from 'shared/ui/card'

export interface Step {
  title: string
  description: ReactNode
  /** An icon (e.g. shared/ui/icons' Icon) drawn instead of the step's number. */
  icon?: ReactNode
}

const markers = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-100 text-accent-700',
  solid: 'bg-brand-700 text-white',
  bright: 'bg-accent-400 text-ink-950',
  soft: 'bg-brand-50 text-brand-700',
} as const

interface StepsProps {
  items: readonly Step[]
  /** Grid columns and gaps, e.g. 'gap-6 md:grid-cols-3'. */
  className?: string
  tone?: 'raised' | 'muted' | 'brand'
  marker?: keyof typeof markers
  /** h3 where the steps belong in the page outline; p where they must not add headings. */
  titleAs?: 'h3' | 'h4' | 'p'
  /** 'inline' sets the number beside the text instead of above it. */
  layout?: 'stacked' | 'inline'
  /** ol for a sequence; ul for parallel items that are still numbered for the eye. */
  as?: 'ol' | 'ul'
}

/** A numbered (or iconed) list of steps, each a card with a title and a short description. */
export function Steps({ items, className, tone = 'raised', marker = 'brand', titleAs: Title = 'h3', layout = 'stacked', as: List = 'ol' }: StepsProps) {
  const onBrand = tone === 'brand'
  return (
    <List data-slot="steps" className={cn('grid', className)}>
      {items.map((step, index) => (
        <li key={step.title} className={cn(cardVariants({ tone }), layout === 'inline' && 'flex gap-4')}>
          <span aria-hidden="true" className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold', markers[marker])}>
            {step.icon ?? index + 1}
          </span>
          <div>
            <Title className={cn('text-lg font-bold', layout === 'stacked' && 'mt-4', !onBrand && 'text-ink-900')}>{step.title}</Title>
            <p className={cn('mt-2', onBrand ? 'text-brand-100' : 'text-ink-700')}>{step.description}</p>
          </div>
        </li>
      ))}
    </List>
  )
}
