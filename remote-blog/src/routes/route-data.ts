import type { RouteData, RouteMeta } from 'shared/helpers/routes'
import { articleSummaries } from '../content/article-summaries'
import type { ArticleSummary } from '../content/article-summary'
import { blogMeta } from '../content/blog-meta'

// Pure data (no React, no CSS): Vite's config imports this in Node to write dist/routes.json.

const MIN_TITLE = 30
const MAX_TITLE = 60

/**
 * The head title (30-60 characters): the article's metaTitle, else its title, else the part of the
 * title before a colon, each with the brand suffix when that still fits, else without it.
 */
export function articlePageTitle(article: Pick<ArticleSummary, 'title' | 'metaTitle'>): string {
  const bases = [article.metaTitle, article.title, article.title.split(':')[0]?.trim()].filter((t): t is string => !!t)
  const candidates = bases.flatMap((base) => [`${base}${blogMeta.titleSuffix}`, base])
  const fitting = candidates.find((t) => t.length >= MIN_TITLE && t.length <= MAX_TITLE)
  // Last resort for a long title with no short form (route-data.test.ts fails on it, so it never ships).
  return fitting ?? `${article.title.slice(0, MAX_TITLE - 1).replace(/\s+\S*$/, '')}…`
}

function articleRoute(article: ArticleSummary): RouteMeta {
  return {
    path: article.path,
    title: articlePageTitle(article),
    headline: article.title,
    description: article.description,
    keywords: [...article.keywords],
    type: 'article',
    publishedTime: article.date,
    modifiedTime: article.updated,
    author: blogMeta.author,
    card: { section: 'Blog' },
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: blogMeta.index.path },
      { name: article.title, path: article.path },
    ],
  }
}

/** Every page this remote owns, with its head metadata. Read by the shell, the server and the sitemap. */
export const routeData = {
  pages: [
    {
      path: blogMeta.index.path,
      title: blogMeta.index.title,
      description: blogMeta.index.description,
      keywords: [...blogMeta.index.keywords],
      type: 'website',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: blogMeta.index.path },
      ],
    },
    ...articleSummaries.map(articleRoute),
  ],
  // The short paths used by related-resources links; the shell replaces history, the server answers 301.
  redirects: [
    { path: '/blog/telehealth-guide', to: '/blog/how-to-launch-a-telehealth-practice' },
    { path: '/blog/telehealth-compliance', to: '/blog/telehealth-compliance-regulations' },
    { path: '/blog/pharmacy-partnerships', to: '/blog/compounding-pharmacy-partnerships' },
    { path: '/blog/glp1-revenue', to: '/blog/glp1-weight-loss-revenue-stream' },
    { path: '/blog/patient-trust', to: '/blog/building-patient-trust-telehealth' },
    { path: '/blog/digital-marketing', to: '/blog/digital-marketing-aesthetic-practices' },
  ],
} satisfies RouteData
