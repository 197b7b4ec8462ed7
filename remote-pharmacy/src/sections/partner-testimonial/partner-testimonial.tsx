import { Section } from 'shared/ui'
import { networkHome } from '../../content/network-home'
import { Icon, star } from 'shared/ui/icons'

/** One partner's words, with the result up front for skimmers. */
export function PartnerTestimonial() {
  const { testimonial } = networkHome
  const initials = testimonial.author
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
  return (
    <Section tone="dark" aria-labelledby="testimonial-heading">
      <figure className="mx-auto max-w-3xl text-center">
        <h2 id="testimonial-heading" className="text-sm font-semibold uppercase tracking-widest text-brand-200">
          {testimonial.eyebrow}
        </h2>
        <p className="mt-4 flex justify-center gap-1 text-accent-400" role="img" aria-label={testimonial.ratingLabel}>
          {Array.from({ length: testimonial.rating }, (_, i) => (
            <Icon key={i} path={star} filled className="size-5" />
          ))}
        </p>
        <blockquote className="mt-6 font-display text-2xl leading-snug text-white sm:text-3xl">
          <p>&ldquo;{testimonial.quote}&rdquo;</p>
        </blockquote>
        <p className="mt-6 inline-block rounded-pill bg-accent-400 px-4 py-1 text-sm font-bold text-ink-950">{testimonial.result}</p>
        <figcaption className="mt-6 flex items-center justify-center gap-3">
          <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {initials}
          </span>
          <span className="text-left">
            <span className="block font-semibold text-white">{testimonial.author}</span>
            <span className="block text-sm text-ink-200">
              {testimonial.title}, {testimonial.location}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}
