import { Link } from 'shared/router'
import { Container, ScrollButton } from 'shared/ui'
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
    <section aria-labelledby="category-heading" className="bg-brand-900 text-white">
      <Container className="py-14 sm:py-20">
        <Link
          to="/pharmacy-partners"
          data-cta="back-to-network"
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-100 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          <Icon path={arrowLeft} className="size-4" />
          {categoryCopy.backToNetwork}
        </Link>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent-300">{page.eyebrow}</p>
        <h1 id="category-heading" className="mt-3 max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">{page.intro}</p>
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
    </section>
  )
}
