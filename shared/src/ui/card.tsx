import type { ComponentProps } from 'react'
import { cn } from 'shared/helpers/cn'

const tones = {
  /** A white card lifted off a white or muted band. */
  raised: 'bg-white shadow-sm ring-1 ring-ink-200',
  /** A quiet grey card on a white band. */
  muted: 'bg-ink-50 ring-1 ring-ink-200',
  /** Only an edge: for simple lists on a white band. */
  outline: 'ring-1 ring-ink-200',
  /** A dark panel (a closing call to action, a figures box). */
  dark: 'bg-ink-950 text-white',
  /** A card on a dark band. */
  inset: 'bg-ink-900 ring-1 ring-ink-700',
  /** A card on a brand band. */
  brand: 'bg-brand-900 ring-1 ring-brand-700',
} as const

const paddings = { sm: 'p-5', md: 'p-6', lg: 'p-6 sm:p-8' } as const

export type CardTone = keyof typeof tones

export interface CardStyle {
  tone?: CardTone
  padding?: keyof typeof paddings
}

/** The card's classes, for an element that is not a Card (a whole-card link or button). */
export function cardVariants({ tone = 'raised', padding = 'md' }: CardStyle = {}): string {
  return cn('rounded-card', tones[tone], paddings[padding])
}

interface CardProps extends ComponentProps<'div'>, CardStyle {
  as?: 'div' | 'li' | 'article' | 'figure' | 'aside' | 'section'
}

export function Card({ as = 'div', tone, padding, className, ...props }: CardProps) {
  // One element type for TypeScript: every allowed tag takes a div's props.
  const Tag = as as 'div'
  return <Tag data-slot="card" className={cn(cardVariants({ tone, padding }), className)} {...props} />
}
