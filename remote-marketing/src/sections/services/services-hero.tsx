import { Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { StatGrid } from '../../components/stat-grid'
import { servicesPageCopy } from '../../content/services'

export function ServicesHero() {
  const copy = servicesPageCopy.hero
  return (
    <Hero labelledBy="services-hero-title">
      <Container className="py-16 sm:py-24">
        <HeroHeading id="services-hero-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ScrollButton targetId="main-booking-calendar" variant="accent" size="lg" className="mt-8" data-cta={copy.cta.cta}>
          {copy.cta.label}
        </ScrollButton>
        <StatGrid stats={copy.stats} tone="dark" className="mt-12 max-w-3xl" />
      </Container>
    </Hero>
  )
}
