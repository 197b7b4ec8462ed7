import { Container, ScrollButton } from 'shared/ui'
import { StatGrid } from '../../components/stat-grid'
import { servicesPageCopy } from '../../content/services'

export function ServicesHero() {
  const copy = servicesPageCopy.hero
  return (
    <section aria-labelledby="services-hero-title" className="bg-linear-to-br from-brand-900 via-brand-800 to-ink-950 text-white">
      <Container className="py-16 sm:py-24">
        <p className="max-w-3xl text-sm font-semibold uppercase tracking-widest text-brand-200">{copy.eyebrow}</p>
        <h1 id="services-hero-title" className="mt-4 max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
          {copy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-100">{copy.intro}</p>
        <ScrollButton targetId="main-booking-calendar" variant="accent" size="lg" className="mt-8" data-cta={copy.cta.cta}>
          {copy.cta.label}
        </ScrollButton>
        <StatGrid stats={copy.stats} tone="dark" className="mt-12 max-w-3xl" />
      </Container>
    </section>
  )
}
