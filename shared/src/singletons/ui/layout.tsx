import type { ComponentProps, ReactNode } from 'react'
import { cn } from 'shared/helpers/cn'

const containerWidths = {
  /** A reading measure, for long text. */
  reading: 'max-w-3xl',
  page: 'max-w-6xl',
  /** The header's bar: the logo, six links and two buttons need more than the page width. */
  wide: 'max-w-7xl',
} as const

interface ContainerProps extends ComponentProps<'div'> {
  width?: keyof typeof containerWidths
}

export function Container({ className, width = 'page', ...props }: ContainerProps) {
  return <div data-slot="container" className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', containerWidths[width], className)} {...props} />
}

interface SectionProps extends Omit<ComponentProps<'section'>, 'ref'> {
  tone?: 'white' | 'muted' | 'dark' | 'brand'
  /**
   * 'compact' for a short band (a box of links) between fuller ones; 'lead' for a page's first band
   * when it opens with the page's own title (less space under the site header).
   */
  spacing?: 'default' | 'compact' | 'lead'
  /**
   * The band continues the previous one's tone: no top padding, so the gap between the two is one
   * band's padding, not two stacked into an empty stripe.
   */
  joined?: boolean
  /**
   * 'div' for a band that only holds a box with a heading and landmark of its own (an `<aside>`):
   * a `<section>` around it would be a section with no heading.
   */
  as?: 'section' | 'div'
}

const tones = {
  white: 'bg-white text-ink-900',
  muted: 'bg-ink-50 text-ink-900',
  dark: 'bg-ink-950 text-white',
  brand: 'bg-brand-800 text-white',
} as const

const paddings = {
  default: { top: 'pt-16 sm:pt-20', bottom: 'pb-16 sm:pb-20' },
  compact: { top: 'pt-12 sm:pt-16', bottom: 'pb-12 sm:pb-16' },
  lead: { top: 'pt-10 sm:pt-14', bottom: 'pb-16 sm:pb-20' },
} as const

/** A joined band's anchor lands where its unjoined top padding would have begun (the page's scroll padding clears the header). */
const scrollMarginJoined = { default: 'scroll-mt-16 sm:scroll-mt-20', compact: 'scroll-mt-12 sm:scroll-mt-16', lead: 'scroll-mt-10 sm:scroll-mt-14' } as const

/** A full-width page band with consistent vertical rhythm. */
export function Section({ className, tone = 'white', spacing = 'default', joined = false, as: Band = 'section', children, ...props }: SectionProps) {
  return (
    <Band data-slot="section" className={cn(joined ? scrollMarginJoined[spacing] : paddings[spacing].top, paddings[spacing].bottom, tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </Band>
  )
}

interface SectionHeadingProps {
  eyebrow?: string
  title: string
  intro?: ReactNode
  id?: string
  align?: 'left' | 'center'
  /** Heading level; sections default to h2 below the page's h1. */
  as?: 'h1' | 'h2'
  /** 'dark' when the heading sits on a dark band (lighter eyebrow for contrast). */
  tone?: 'light' | 'dark'
}

export function SectionHeading({ eyebrow, title, intro, id, align = 'center', as: Tag = 'h2', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className={cn('mb-2 text-sm font-semibold uppercase tracking-widest', tone === 'dark' ? 'text-brand-200' : 'text-brand-700')}>{eyebrow}</p>}
      <Tag id={id} className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </Tag>
      {intro && <div className="mt-4 text-lg opacity-90">{intro}</div>}
    </div>
  )
}
