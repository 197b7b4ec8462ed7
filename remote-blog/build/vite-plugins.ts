import type { Plugin } from 'vite'
import type { ArticleSummary } from '../src/content/article-summary'
import { buildRss } from '../src/feed/build-rss'

/** File name of the feed in dist/ (the composition server maps /blog/rss.xml to it). */
export const RSS_FILE_NAME = 'rss.xml'

/** Writes the RSS 2.0 feed into the remote's dist at build time. */
export function rssFeedPlugin(articles: readonly ArticleSummary[], siteUrl: string): Plugin {
  return {
    name: 'blog-rss-feed',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: RSS_FILE_NAME, source: buildRss(articles, siteUrl) })
    },
  }
}

const SUMMARIES_MODULE = /[\\/]src[\\/]content[\\/]article-summaries\.ts$/

/**
 * Replaces src/content/article-summaries.ts in the browser bundle with its value, computed here in
 * Node. The real module imports every article (bodies included); the inlined one is a few kilobytes,
 * so the route table and the index stay small and each article's text ships only in its own chunk.
 */
export function inlineArticleSummariesPlugin(summaries: readonly ArticleSummary[]): Plugin {
  return {
    name: 'blog-inline-article-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(_code, id) {
      if (!SUMMARIES_MODULE.test(id.split('?')[0] ?? id)) return null
      return { code: `export const articleSummaries = ${JSON.stringify(summaries)}\n`, map: null }
    },
  }
}
