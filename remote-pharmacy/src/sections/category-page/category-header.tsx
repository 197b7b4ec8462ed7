import { Link } from 'shared/singletons/router'
import { Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'
import { arrowLeft, Icon } from 'shared/ui/icons'

const BOOKING_ID = 'main-booking-calendar'

/**
 * Header of a category page. The call to action scrolls to this page's calendar; pages without
 * one (aesthetic-practitioners, certified) send visitors to the network home's calendar instead.
 */
export function CategoryHeader({ page }: { page: CategoryPageContent }) {
  return (
    <Hero labelledBy="category-heading" tone="brand">
      <Container className="py-14 sm:py-20">
        <Link
          to="/pharmacy-partners"
          data-cta="back-to-network"
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-100 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          <Icon path={arrowLeft} className="size-4" />
          {categoryCopy.backToNetwork}
        </Link>
        <HeroHeading id="category-heading" eyebrow={page.eyebrow} title={page.title} intro={page.intro} eyebrowTone="accent" className="mt-6" />
        <ScrollButton
          targetId={BOOKING_ID}
          fallbackTo={page.booking ? `/#${BOOKING_ID}` : `/pharmacy-partners#${BOOKING_ID}`}
          variant="accent"
          size="lg"
          className="mt-8"
          data-cta={page.cta.cta}
        >
          {page.cta.label}
        </ScrollButton>
      </Container>
    </Hero>
  )
}
