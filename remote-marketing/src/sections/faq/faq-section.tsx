import * as Accordion from '@radix-ui/react-accordion'
import { Section, SectionHeading } from 'shared/ui'
import { faqCopy as copy, faqItems } from '../../content/faq'

/** One answer open at a time, and the open one can be closed again (Radix: single + collapsible). */
export function FaqSection() {
  return (
    <Section tone="muted" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Accordion.Root type="single" collapsible className="mx-auto max-w-3xl space-y-3">
        {faqItems.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`} className="overflow-hidden rounded-xl bg-white ring-1 ring-ink-200">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 p-5 text-left text-lg font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-400">
                {item.question}
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-ink-700">
              <p>{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  )
}
