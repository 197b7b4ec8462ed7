import { Icon, star } from 'shared/ui/icons'
import { testimonialsCopy } from '../../content/testimonials'
import type { Testimonial } from '../../content/types'

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200">
      <p className="flex items-center gap-2">
        <span className="flex gap-0.5 text-accent-500" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Icon key={i} path={star} filled className="size-5" />
          ))}
        </span>
        <span className="sr-only">{testimonialsCopy.ratingLabel}</span>
      </p>
      <p className="mt-3 text-sm font-semibold text-brand-800">{t.result}</p>
      <blockquote className="mt-3 flex-1 text-ink-800">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
          {t.initials}
        </span>
        <span>
          <span className="block font-semibold text-ink-900">{t.author}</span>
          <span className="block text-sm text-ink-600">
            {t.title}, {t.location}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
