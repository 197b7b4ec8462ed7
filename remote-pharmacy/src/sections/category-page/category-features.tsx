import { Section, SectionHeading } from 'shared/singletons/ui'
import { Steps } from 'shared/ui/steps'
import type { CategoryPageContent } from '../../content/content-types'

/** The three feature cards of a category page. */
export function CategoryFeatures({ page }: { page: CategoryPageContent }) {
  return (
    <Section aria-labelledby="category-features-heading">
      <SectionHeading id="category-features-heading" title={page.featuresTitle} />
      <Steps as="ul" items={page.features} marker="accent" className="gap-5 md:grid-cols-3" />
    </Section>
  )
}
