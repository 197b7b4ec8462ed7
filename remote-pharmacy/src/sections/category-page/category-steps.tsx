import { Section, SectionHeading } from 'shared/singletons/ui'
import { Steps } from 'shared/ui/steps'
import { keepTogether } from 'shared/helpers/typography'
import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'

/**
 * "How it works": the category's steps as a numbered list. Step titles are not headings, so the
 * page outline stays h1 › h2 › the three feature h3s.
 */
export function CategorySteps({ page }: { page: CategoryPageContent }) {
  return (
    <Section tone="muted" aria-labelledby="category-steps-heading">
      <SectionHeading id="category-steps-heading" eyebrow={categoryCopy.stepsEyebrow} title={page.steps.title} />
      <Steps items={page.steps.items.map((step) => ({ ...step, description: keepTogether(step.description) }))} titleAs="p" layout="inline" className="gap-5 md:grid-cols-2" />
    </Section>
  )
}
