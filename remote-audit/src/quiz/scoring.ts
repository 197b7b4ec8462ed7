import type { BandId, QuestionId } from '../content/quiz'

/** The visitor's chosen score (0-3) per question; a question not yet answered is absent. */
export type QuizAnswers = Partial<Record<QuestionId, number>>

/** 5 questions × 3 points. */
const MAX_POINTS = 15

/** Score = sum of answers / 15 × 100, rounded (docs/product.md §5). Unanswered questions count 0. */
export function computeScore(answers: QuizAnswers, maxPoints: number = MAX_POINTS): number {
  const sum = Object.values(answers).reduce<number>((total, value) => total + (value ?? 0), 0)
  return Math.round((sum / maxPoints) * 100)
}

/** 80+ Advanced, 60-79 Intermediate, 40-59 Developing, below 40 Beginner (docs/product.md §5). */
export function scoreBand(score: number): BandId {
  if (score >= 80) return 'advanced'
  if (score >= 60) return 'intermediate'
  if (score >= 40) return 'developing'
  return 'beginner'
}

/** Whether every listed question has an answer (the Calculate button appears only then). */
export function isQuizComplete(answers: QuizAnswers, questionIds: readonly QuestionId[]): boolean {
  return questionIds.every((id) => answers[id] !== undefined)
}

/** Answers as sent to the backend (and, from there, to the CRM): `{ "roi-tracking": 2, … }`. */
export function answersRecord(answers: QuizAnswers): Record<string, number> {
  const record: Record<string, number> = {}
  for (const [id, value] of Object.entries(answers)) if (typeof value === 'number') record[id] = value
  return record
}
