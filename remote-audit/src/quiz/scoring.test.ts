import { describe, expect, it } from 'vitest'
import { quizContent } from '../content/quiz'
import { answersRecord, computeScore, isQuizComplete, scoreBand } from './scoring'

const ids = quizContent.questions.map((q) => q.id)

describe('computeScore', () => {
  it('is the sum of answers over 15 times 100, rounded', () => {
    expect(computeScore({})).toBe(0)
    expect(computeScore({ 'roi-tracking': 3, 'online-presence': 3, 'lead-generation': 3, 'follow-up': 3, 'audience-knowledge': 3 })).toBe(100)
    // 7/15 = 46.67 → 47; 8/15 = 53.33 → 53; 1/15 = 6.67 → 7
    expect(computeScore({ 'roi-tracking': 3, 'online-presence': 2, 'lead-generation': 2 })).toBe(47)
    expect(computeScore({ 'roi-tracking': 3, 'online-presence': 3, 'lead-generation': 2 })).toBe(53)
    expect(computeScore({ 'follow-up': 1 })).toBe(7)
  })
})

describe('scoreBand', () => {
  it.each([
    [100, 'advanced'],
    [80, 'advanced'],
    [79, 'intermediate'],
    [60, 'intermediate'],
    [59, 'developing'],
    [40, 'developing'],
    [39, 'beginner'],
    [0, 'beginner'],
  ] as const)('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band)
  })

  it('gives every band its own message', () => {
    const messages = Object.values(quizContent.result.bands).map((b) => b.message)
    expect(new Set(messages).size).toBe(4)
  })
})

describe('isQuizComplete', () => {
  it('needs all five answers, and a 0 answer counts as answered', () => {
    expect(isQuizComplete({ 'roi-tracking': 0, 'online-presence': 0, 'lead-generation': 0, 'follow-up': 0 }, ids)).toBe(false)
    expect(isQuizComplete({ 'roi-tracking': 0, 'online-presence': 0, 'lead-generation': 0, 'follow-up': 0, 'audience-knowledge': 0 }, ids)).toBe(true)
  })
})

describe('quiz content', () => {
  it('has five questions with four options scored 0 to 3', () => {
    expect(quizContent.questions).toHaveLength(5)
    for (const q of quizContent.questions) expect(q.options.map((o) => o.score)).toEqual([0, 1, 2, 3])
  })

  it('sends answers as a plain record of numbers', () => {
    expect(answersRecord({ 'roi-tracking': 2, 'follow-up': 0 })).toEqual({ 'roi-tracking': 2, 'follow-up': 0 })
  })
})
