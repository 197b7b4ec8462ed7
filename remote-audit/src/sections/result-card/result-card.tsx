import { useEffect, useRef } from 'react'
import { prefersReducedMotion } from 'shared/helpers/scroll'
import { ScrollButton } from 'shared/singletons/ui'
import { quizContent } from '../../content/quiz'
import { scoreBand } from '../../quiz/scoring'

interface ResultCardProps {
  score: number
}

/**
 * The quiz result: score, band and the band's message. When it appears the whole card scrolls into
 * view (focus alone would show only its top edge at the foot of a phone screen), and its heading
 * takes focus so keyboard and screen-reader users land on their result instead of on a button
 * that vanished.
 */
export function ResultCard({ score }: ResultCardProps) {
  const copy = quizContent.result
  const band = copy.bands[scoreBand(score)]
  const cardRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    cardRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <div ref={cardRef} className="mx-auto mt-10 max-w-3xl rounded-card bg-ink-950 p-6 text-white shadow-lg sm:p-8" role="region" aria-labelledby="quiz-result-heading">
      <h3 id="quiz-result-heading" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold outline-none">
        {copy.heading}
      </h3>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <p className="flex shrink-0 flex-col items-center justify-center rounded-full border-4 border-accent-400 size-36 text-center">
          <span className="sr-only">{copy.scoreLabel}: </span>
          <span className="font-display text-5xl font-bold" data-testid="quiz-score">
            {score}
          </span>
          <span className="text-sm text-ink-200">{copy.outOf}</span>
        </p>
        <div>
          <p className="text-lg">
            {copy.bandPrefix} <strong className="text-accent-300">{band.name}</strong>
          </p>
          <p className="mt-2 text-ink-100">{band.message}</p>
          <ScrollButton targetId="audit-request-form" fallbackTo="/marketing-audit#audit-request-form" variant="accent" className="mt-5" data-cta="quiz-result-request-audit">
            {copy.cta}
          </ScrollButton>
        </div>
      </div>
    </div>
  )
}
