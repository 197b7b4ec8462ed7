import { Section } from 'shared/singletons/ui'
import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'

/** "Who this is for": one short paragraph under the header, so visitors can tell at once whether the page fits them. */
export function CategoryAudience({ page }: { page: CategoryPageContent }) {
  return (
    <Section tone="muted" aria-labelledby="category-audience-heading">
      <div className="max-w-3xl">
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700">{categoryCopy.audienceEyebrow}</p>
        <h2 id="category-audience-heading" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
          {page.audience.title}
        </h2>
        <p className="mt-4 text-lg text-ink-700">{page.audience.text}</p>
      </div>
    </Section>
  )
}
