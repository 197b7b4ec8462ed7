import { Icon, star } from 'shared/ui/icons'
import { auditPageContent } from '../../content/audit-page'

/** One owner's words about the audit, with the result it led to. */
export function AuditTestimonial() {
  const t = auditPageContent.testimonial
  return (
    <figure className="rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8">
      <h2 className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t.heading}</h2>
      <p className="mt-4 flex gap-0.5" role="img" aria-label={t.ratingLabel}>
        {Array.from({ length: t.rating }, (_, i) => (
          <Icon key={i} path={star} filled className="size-5 text-accent-400" />
        ))}
      </p>
      <blockquote className="mt-4 text-lg text-ink-800">“{t.quote}”</blockquote>
      <p className="mt-4 inline-block rounded-pill bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{t.result}</p>
      <figcaption className="mt-5 flex items-center gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
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
