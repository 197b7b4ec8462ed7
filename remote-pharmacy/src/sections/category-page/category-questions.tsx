import { Section, SectionHeading } from 'shared/singletons/ui'
import { categoryCopy } from '../../content/category-pages'
import type { CategoryPageContent } from '../../content/content-types'

/**
 * Questions practices ask, as a definition list. Deliberately not FAQPage structured data: the
 * route data carries no `faq` for category pages.
 */
export function CategoryQuestions({ page, tone = 'muted' }: { page: CategoryPageContent; tone?: 'white' | 'muted' }) {
  return (
    <Section tone={tone} aria-labelledby="category-questions-heading">
      <SectionHeading id="category-questions-heading" eyebrow={categoryCopy.questionsEyebrow} title={page.questions.title} />
      <dl className="mx-auto max-w-3xl divide-y divide-ink-200 rounded-card bg-white px-6 shadow-sm ring-1 ring-ink-200">
        {page.questions.items.map((item) => (
          <div key={item.question} className="py-6">
            <dt className="text-lg font-bold text-ink-900">{item.question}</dt>
            <dd className="mt-2 text-ink-600">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
