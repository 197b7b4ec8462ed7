import { summarizeArticle } from './article-summary'
import { articles } from './articles'

/**
 * Every article without its body, newest first. The production build replaces this module with its
 * evaluated JSON (see build/vite-plugins.ts), so the route table and the blog index never pull the
 * six article bodies into their chunks: each article's text loads only on its own page.
 * Keep `articleSummaries` the only export.
 */
export const articleSummaries = articles.map(summarizeArticle).sort((a, b) => b.date.localeCompare(a.date))
