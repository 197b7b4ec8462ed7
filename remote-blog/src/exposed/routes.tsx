import './remote.css'
import { lazy, type ComponentType } from 'react'
import { defineRemoteRoutes } from 'shared/helpers/routes'
import type { Article } from '../content/article-types'
import { routeData } from '../routes/route-data'

/**
 * One chunk per article: the template (shared by all six) and the article's own text load
 * together, so a visitor downloads only the article they open.
 */
function lazyArticle(load: () => Promise<{ article: Article }>) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const [{ ArticlePage }, { article }] = await Promise.all([import('../routes/article-page'), load()])
    return { default: () => <ArticlePage article={article} /> }
  })
}

const BlogIndexPage = lazy(() => import('../routes/blog-index-page').then((m) => ({ default: m.BlogIndexPage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/blog': BlogIndexPage,
  '/blog/glp1-weight-loss-revenue-stream': lazyArticle(() => import('../content/articles/glp1-weight-loss-revenue-stream')),
  '/blog/compounding-pharmacy-partnerships': lazyArticle(() => import('../content/articles/compounding-pharmacy-partnerships')),
  '/blog/digital-marketing-aesthetic-practices': lazyArticle(() => import('../content/articles/digital-marketing-aesthetic-practices')),
  '/blog/telehealth-compliance-regulations': lazyArticle(() => import('../content/articles/telehealth-compliance-regulations')),
  '/blog/building-patient-trust-telehealth': lazyArticle(() => import('../content/articles/building-patient-trust-telehealth')),
  '/blog/how-to-launch-a-telehealth-practice': lazyArticle(() => import('../content/articles/how-to-launch-a-telehealth-practice')),
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
