import { Testimonial } from 'shared/ui/testimonial'
import { auditPageContent } from '../../content/audit-page'

/** One owner's words about the audit, with the result it led to. */
export function AuditTestimonial() {
  const t = auditPageContent.testimonial
  return <Testimonial testimonial={t} ratingLabel={t.ratingLabel} heading={t.heading} />
}
