import type { ReactNode } from 'react'
import { cn } from 'shared/helpers/cn'

const backgrounds = {
  /** The brand gradient of the marketing and audit pages. */
  gradient: 'bg-linear-to-br from-brand-900 via-brand-800 to-ink-950',
  /** The flat brand band of the pharmacy pages. */
  brand: 'bg-brand-900',
} as const

interface HeroProps {
  /** The id of the hero's h1, which names the section. */
  labelledBy: string
  tone?: keyof typeof backgrounds
  className?: string
  children: ReactNode
}

/**
 * The dark band at the top of a page. It takes the page's own Container as a child: a primitive
 * here imports no federation share (shared/singletons/ui), which from inside `shared` would bundle a second copy.
 */
export function Hero({ labelledBy, tone = 'gradient', className, children }: HeroProps) {
  return (
    <section aria-labelledby={labelledBy} className={cn('relative overflow-hidden text-white', backgrounds[tone], className)}>
      {children}
    </section>
  )
}

const eyebrowTones = { brand: 'text-brand-200', accent: 'text-accent-300' } as const

interface HeroHeadingProps {
  id: string
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  eyebrowTone?: keyof typeof eyebrowTones
  /** 'display' grows the title once more on large screens (the home page). */
  size?: 'page' | 'display'
  className?: string
}

/** A hero's eyebrow, the page's one h1 and its promise. */
export function HeroHeading({ id, eyebrow, title, intro, eyebrowTone = 'brand', size = 'page', className }: HeroHeadingProps) {
  return (
    <div className={className}>
      {eyebrow && <p className={cn('max-w-3xl text-sm font-semibold uppercase tracking-widest', eyebrowTones[eyebrowTone])}>{eyebrow}</p>}
      <h1 id={id} className={cn('max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl', eyebrow && 'mt-4', size === 'display' && 'lg:text-display')}>
        {title}
      </h1>
      {intro && <p className="mt-6 max-w-2xl text-lg text-ink-100 sm:text-xl">{intro}</p>}
    </div>
  )
}
