import { cn } from 'shared/helpers/cn'
import { Card } from 'shared/ui/card'
import { Icon, star } from 'shared/ui/icons'

export interface TestimonialContent {
  quote: string
  author: string
  /** The author's role, e.g. "Owner". */
  title: string
  location: string
  initials: string
  /** The result the author got, shown as a badge. */
  result: string
  rating: number
}

interface TestimonialProps {
  testimonial: TestimonialContent
  /** The rating in words, e.g. "5 out of 5 stars" (the stars themselves are decorative). */
  ratingLabel: string
  /** A small heading above the stars; give `headingId` to label a section by it. */
  heading?: string
  headingId?: string
  /** 'card': a white card in a grid; 'feature': one large centered quote on a dark band. */
  variant?: 'card' | 'feature'
  className?: string
}

/** One client's words: rating, quote, result badge and who said it. */
export function Testimonial({ testimonial: t, ratingLabel, heading, headingId, variant = 'card', className }: TestimonialProps) {
  const feature = variant === 'feature'
  const body = (
    <>
      {heading && (
        <h2 id={headingId} className={cn('text-sm font-semibold uppercase tracking-widest', feature ? 'text-brand-200' : 'text-brand-700')}>
          {heading}
        </h2>
      )}
      <p className={cn('flex gap-0.5 text-accent-400', heading && 'mt-4', feature && 'justify-center')}>
        {Array.from({ length: t.rating }, (_, i) => (
          <Icon key={i} path={star} filled className="size-5" />
        ))}
        <span className="sr-only">{ratingLabel}</span>
      </p>
      <blockquote className={cn(feature ? 'mt-6 text-2xl font-medium leading-snug text-white sm:text-3xl' : 'mt-4 flex-1 text-ink-800')}>
        <p>“{t.quote}”</p>
      </blockquote>
      <p className={cn('mt-5 w-fit rounded-pill px-3 py-1 text-sm', feature ? 'mx-auto bg-accent-400 font-bold text-ink-950' : 'bg-accent-100 font-semibold text-accent-700')}>{t.result}</p>
      <figcaption className={cn('mt-5 flex items-center gap-3', feature && 'justify-center text-left')}>
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
          {t.initials}
        </span>
        <span>
          <span className={cn('block font-semibold', feature ? 'text-white' : 'text-ink-900')}>{t.author}</span>
          <span className={cn('block text-sm', feature ? 'text-ink-200' : 'text-ink-600')}>
            {t.title}, {t.location}
          </span>
        </span>
      </figcaption>
    </>
  )
  return feature ? (
    <figure data-slot="testimonial" className={cn('mx-auto max-w-3xl text-center', className)}>
      {body}
    </figure>
  ) : (
    <Card as="figure" data-slot="testimonial" padding="lg" className={cn('flex h-full flex-col', className)}>
      {body}
    </Card>
  )
}
