import { Section } from 'shared/singletons/ui'
import { Testimonial } from 'shared/ui/testimonial'
import { testimonial } from '../../content/network-home/testimonial'

/** One partner's words, with the result up front for skimmers. */
export function PartnerTestimonial() {
  return (
    <Section tone="dark" aria-labelledby="testimonial-heading">
      <Testimonial variant="feature" testimonial={testimonial} ratingLabel={testimonial.ratingLabel} heading={testimonial.eyebrow} headingId="testimonial-heading" />
    </Section>
  )
}
