import { Section, SectionHeading } from 'shared/ui'
import type { CategoryPageContent } from '../../content/content-types'

/** The three feature cards of a category page. */
export function CategoryFeatures({ page }: { page: CategoryPageContent }) {
  return (
    <Section aria-labelledby="category-features-heading">
      <SectionHeading id="category-features-heading" title={page.featuresTitle} />
      <ul className="grid gap-5 md:grid-cols-3">
        {page.features.map((feature, index) => (
          <li key={feature.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200">
            <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700">
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-ink-900">{feature.title}</h3>
            <p className="mt-2 text-ink-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
