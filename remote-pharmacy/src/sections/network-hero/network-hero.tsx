import { Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { hero } from '../../content/network-home/hero'

const BOOKING_ID = 'main-booking-calendar'

/** Hero of /pharmacy-partners: both buttons scroll to this page's calendar (or the home page's when absent). */
export function NetworkHero() {
  return (
    <Hero labelledBy="network-hero-heading" tone="brand">
      {/* Soft radial glows instead of an image: no extra request, no layout shift. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(241,185,59,0.22),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(31,158,141,0.35),transparent_50%)]" />
      <Container className="relative py-16 sm:py-24">
        <HeroHeading id="network-hero-heading" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} eyebrowTone="accent" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ScrollButton targetId={BOOKING_ID} variant="accent" size="lg" data-cta={hero.contact.cta}>
            {hero.contact.label}
          </ScrollButton>
          <ScrollButton targetId={BOOKING_ID} variant="light" size="lg" data-cta={hero.join.cta}>
            {hero.join.label}
          </ScrollButton>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-brand-700 pt-8 md:grid-cols-4">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </Hero>
  )
}
