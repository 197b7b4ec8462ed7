import { countWords, readMinutes } from '../lib/read-time'
import type { Article } from './article-types'

/** What lists, cards, route data and the feed need of an article: everything but the body. */
export interface ArticleSummary extends Omit<Article, 'body' | 'cta' | 'stats'> {
  path: string
  wordCount: number
  readMinutes: number
}

export function summarizeArticle({ body, cta: _cta, stats: _stats, ...rest }: Article): ArticleSummary {
  const wordCount = countWords(body)
  return { ...rest, path: `/blog/${rest.slug}`, wordCount, readMinutes: readMinutes(wordCount) }
}
