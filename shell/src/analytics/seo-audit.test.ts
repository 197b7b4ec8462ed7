import { describe, expect, it } from 'vitest'
import { auditSeo, countWords } from './seo-audit'

const good = { title: 'x'.repeat(45), description: 'y'.repeat(140), wordCount: 800, loadTimeMs: 900, thinContentExempt: false }

describe('SEO self-audit', () => {
  it('scores a well-formed page 100', () => {
    expect(auditSeo(good)).toEqual({ score: 100, issues: [], recommendations: [] })
  })
  it('takes 5 per recommendation (title or description out of range)', () => {
    expect(auditSeo({ ...good, title: 'x'.repeat(29) }).score).toBe(95)
    expect(auditSeo({ ...good, title: 'x'.repeat(61), description: 'y'.repeat(161) }).score).toBe(90)
    expect(auditSeo({ ...good, description: 'y'.repeat(120) }).score).toBe(100)
    expect(auditSeo({ ...good, description: 'y'.repeat(119) }).score).toBe(95)
  })
  it('takes 10 per issue: thin content and slow load', () => {
    expect(auditSeo({ ...good, wordCount: 299 }).score).toBe(90)
    expect(auditSeo({ ...good, wordCount: 300 }).score).toBe(100)
    expect(auditSeo({ ...good, loadTimeMs: 3001, wordCount: 10 }).score).toBe(80)
    expect(auditSeo({ ...good, loadTimeMs: 3000 }).score).toBe(100)
  })
  it('exempts form and embed pages from the thin-content rule only', () => {
    expect(auditSeo({ ...good, wordCount: 50, thinContentExempt: true }).score).toBe(100)
    expect(auditSeo({ ...good, wordCount: 50, thinContentExempt: true, loadTimeMs: 5000 }).score).toBe(90)
  })
  it('counts words, not punctuation', () => {
    expect(countWords('  Hello, world — 300% ROI!  ')).toBe(4)
  })
})
