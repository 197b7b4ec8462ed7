import { memo, useCallback, useState, useSyncExternalStore } from 'react'
import { Section } from 'shared/singletons/ui'
import type { QuestionId } from '../content/quiz'
import { answersSnapshot, serverAnswersSnapshot, setDraftAnswers, subscribeAnswers } from '../forms/audit-request/draft'
import { answersRecord, computeScore } from '../quiz/scoring'
import { AuditGuarantee } from '../sections/guarantee/audit-guarantee'
import { AuditHero } from '../sections/hero/audit-hero'
import { QuizSection } from '../sections/quiz/quiz-section'
import { RateLimitScreen } from '../sections/rate-limit/rate-limit-screen'
import { RequestFormSection } from '../sections/request-form/request-form-section'
import { ResultCard } from '../sections/result-card/result-card'
import { AuditTestimonial } from '../sections/testimonial/audit-testimonial'
import { WhatYouGet } from '../sections/what-you-get/what-you-get'

/** The quiz as it stands, read from its store when the form sends it. */
function currentQuiz() {
  const answers = answersSnapshot()
  return { score: computeScore(answers), answers: answersRecord(answers) }
}

/** What the audit gives, a testimonial and the guarantee: static, so a quiz answer skips them. */
const AuditAside = memo(function AuditAside() {
  return (
    <div className="grid gap-6 lg:col-span-2">
      <WhatYouGet />
      <AuditTestimonial />
      <AuditGuarantee />
    </div>
  )
})

/**
 * /marketing-audit (docs/product.md §5). The page owns the quiz state because both the quiz and
 * the form use it: the form sends the score and answers, and a stored submission clears the quiz.
 */
export function MarketingAuditPage() {
  // Answers given earlier in this tab come back after hydration and are kept as they change (the
  // form keeps its own fields, RequestForm); a stored request clears both.
  const answers = useSyncExternalStore(subscribeAnswers, answersSnapshot, serverAnswersSnapshot)
  const [showResult, setShowResult] = useState(false)
  const [rateLimited, setRateLimited] = useState(false)

  const answer = useCallback((id: QuestionId, value: number) => setDraftAnswers({ ...answersSnapshot(), [id]: value }), [])

  const score = computeScore(answers)
  const clearQuiz = useCallback(() => setShowResult(false), [])
  const showRateLimit = useCallback(() => setRateLimited(true), [])

  if (rateLimited) return <RateLimitScreen />

  return (
    <>
      <AuditHero />
      <Section id="quiz" tone="muted" aria-labelledby="quiz-heading">
        <QuizSection answers={answers} onAnswer={answer} onCalculate={() => setShowResult(true)} />
        {showResult && <ResultCard score={score} />}
      </Section>
      <Section>
        <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
          <div className="lg:col-span-3">
            <RequestFormSection getQuiz={currentQuiz} scoreNote={showResult ? score : null} onStored={clearQuiz} onRateLimited={showRateLimit} />
          </div>
          <AuditAside />
        </div>
      </Section>
    </>
  )
}
