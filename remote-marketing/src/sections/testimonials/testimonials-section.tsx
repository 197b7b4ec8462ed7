import { Link } from 'shared/singletons/router'
import { buttonVariants, Section, SectionHeading } from 'shared/singletons/ui'
import { Testimonial } from 'shared/ui/testimonial'
import { StatGrid } from '../../components/stat-grid'
import { testimonialsCopy as copy } from '../../content/testimonials'
import { VideoCards } from './video-cards'

export function TestimonialsSection() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <StatGrid stats={copy.stats} />
      <h3 className="mt-14 text-2xl font-bold">{copy.videosHeading}</h3>
      <div className="mt-6">
        <VideoCards />
      </div>
      <h3 className="mt-14 text-2xl font-bold">{copy.writtenHeading}</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {copy.testimonials.map((t) => (
          <li key={t.initials}>
            <Testimonial testimonial={t} ratingLabel={copy.ratingLabel} />
          </li>
        ))}
      </ul>
      <div className="mt-14 rounded-card bg-ink-950 p-6 text-white sm:p-10">
        <StatGrid stats={copy.trust} tone="dark" />
        <div className="mt-8 text-center">
          <Link to={copy.cta.to} className={buttonVariants({ variant: 'accent', size: 'lg' })} data-cta={copy.cta.cta}>
            {copy.cta.label}
          </Link>
          <p className="mt-3 text-sm text-ink-100">{copy.ctaNote}</p>
        </div>
      </div>
    </Section>
  )
}
