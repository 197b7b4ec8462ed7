import { Section, SectionHeading } from 'shared/ui'
import { keepTogether } from 'shared/lib/typography'
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
      <ol className="grid gap-5 md:grid-cols-2">
        {page.steps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200">
            <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
              {index + 1}
            </span>
            <div>
              <p className="text-lg font-bold text-ink-900">{step.title}</p>
              <p className="mt-2 text-ink-600">{keepTogether(step.description)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
