import { Section, SectionHeading } from 'shared/singletons/ui'
import { faqContent as copy } from '../../content/faq'

/** Always-open answers: short enough to show in full, and they are the page's FAQPage data word for word. */
export function FaqSection() {
  return (
    <Section tone="white" aria-labelledby="telehealth-faq-heading">
      <SectionHeading id="telehealth-faq-heading" eyebrow={copy.eyebrow} title={copy.title} />
      <dl className="mx-auto max-w-3xl divide-y divide-ink-200 border-y border-ink-200">
        {copy.entries.map((entry) => (
          <div key={entry.question} className="py-6">
            <dt className="text-lg font-bold text-ink-900">{entry.question}</dt>
            <dd className="mt-2 text-ink-700">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
