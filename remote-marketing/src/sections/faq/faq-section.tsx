import { memo, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from 'shared/helpers/cn'
import { Section, SectionHeading } from 'shared/singletons/ui'
import { faqCopy as copy, faqItems } from '../../content/faq'
import type { FaqItem } from '../../content/types'
import { useFindableWhenClosed } from './use-findable-when-closed'
import { chevronDown, Icon } from 'shared/ui/icons'

/**
 * One answer open at a time, and the open one can be closed again. Every answer is in the page,
 * closed ones hidden: the FAQPage structured data must match text on the page, search engines index
 * it, find-in-page reaches it, and with JavaScript off all answers show. (Radix's accordion takes
 * closed content out of the document, radix-ui/primitives#3601, so this is a plain disclosure list.)
 */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  return (
    <Section tone="muted" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-3xl space-y-3" onKeyDown={moveBetweenQuestions}>
        {faqItems.map((item, index) => (
          <FaqEntry
            key={item.question}
            id={`${baseId}${index}`}
            item={item}
            index={index}
            open={openIndex === index}
            onOpenChange={setOpenIndex}
          />
        ))}
      </div>
    </Section>
  )
}

const questionKeys: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** The accordion pattern's optional keys: arrows, Home and End move between the questions. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  const next = questionKeys[event.key]
  const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
  const index = questions.indexOf(event.target as HTMLButtonElement)
  if (!next || index < 0) return
  event.preventDefault()
  questions[next(index, questions.length)]?.focus()
}

interface FaqEntryProps {
  id: string
  item: FaqItem
  index: number
  open: boolean
  onOpenChange: (index: number | null) => void
}

/** Memoized: a toggle re-renders the entry that opens and the one that closes, not all eight. */
const FaqEntry = memo(function FaqEntry({ id, item, index, open, onOpenChange }: FaqEntryProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const reveal = useCallback(() => onOpenChange(index), [onOpenChange, index])
  const findable = useFindableWhenClosed(panelRef, open, reveal)
  // Until the page is live a closed answer is hidden by a class, which gives way to every answer
  // showing when scripts are off; from then on, by the findable attribute (see the hook).
  const hiddenUntilLive = !open && !findable
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-ink-200">
      <h3>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => onOpenChange(open ? null : index)}
          className="group flex w-full cursor-pointer items-center justify-between gap-4 p-5 text-left text-lg font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-400"
        >
          {item.question}
          <Icon path={chevronDown} className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180 noscript:hidden" />
        </button>
      </h3>
      {/* The padding is the paragraph's: a findable hidden panel keeps its own box. */}
      {/* A landmark only while open: eight empty closed regions would crowd a screen reader's list. */}
      <div
        ref={panelRef}
        id={`${id}-answer`}
        role={open ? 'region' : undefined}
        aria-labelledby={open ? `${id}-question` : undefined}
        className={cn(hiddenUntilLive && 'hidden noscript:block')}
      >
        <p className="px-5 pb-5 text-ink-700">{item.answer}</p>
      </div>
    </div>
  )
})
