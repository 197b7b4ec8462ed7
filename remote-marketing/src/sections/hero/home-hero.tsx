import { Link } from 'shared/singletons/router'
import { buttonVariants, Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { keepTogether } from 'shared/helpers/typography'
import { StatGrid } from '../../components/stat-grid'
import { heroCopy } from '../../content/home'

/** The page's one h1, the free-audit link and the jump to the booking calendar. */
export function HomeHero() {
  return (
    <Hero labelledBy="home-hero-title">
      {/* Soft light shapes drawn in CSS: no image request for the largest element on the page. */}
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-500/20 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-accent-400/10 blur-3xl" />
      <Container className="relative py-16 sm:py-24">
        <HeroHeading id="home-hero-title" eyebrow={heroCopy.eyebrow} title={heroCopy.title} intro={keepTogether(heroCopy.intro)} size="display" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={heroCopy.audit.to} className={buttonVariants({ variant: 'accent', size: 'lg' })} data-cta={heroCopy.audit.cta}>
            {heroCopy.audit.label}
          </Link>
          <ScrollButton targetId="main-booking-calendar" variant="light" size="lg" data-cta={heroCopy.book.cta}>
            {heroCopy.book.label}
          </ScrollButton>
        </div>
        <p className="mt-4 text-sm text-ink-100">{heroCopy.note}</p>
        <StatGrid stats={heroCopy.stats} tone="dark" className="mt-12 max-w-3xl" />
      </Container>
    </Hero>
  )
}
