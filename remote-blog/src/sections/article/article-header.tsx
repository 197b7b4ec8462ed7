import { Link } from 'shared/singletons/router'
import { articlePageCopy } from '../../content/blog-copy'
import type { Article } from '../../content/article-types'
import { blogMeta } from '../../content/blog-meta'
import { formatLongDate } from '../../lib/format-date'
import { CategoryBadge } from '../category/category-badge'

interface ArticleHeaderProps {
  article: Pick<Article, 'title' | 'excerpt' | 'category' | 'date' | 'updated'>
  readMinutes: number
}

const crumbLink = 'rounded-sm text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-400'

/** The dot is generated content with empty alternative text: seen, never read aloud. */
const bylinePart = "relative pl-5 before:absolute before:left-2 before:content-['·'_/_'']"

/** Breadcrumbs, category, the page's one h1, the lede, and the dates and read time. */
export function ArticleHeader({ article, readMinutes }: ArticleHeaderProps) {
  const copy = articlePageCopy
  return (
    <header className="max-w-3xl">
      <nav aria-label={copy.breadcrumbLabel} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
          <li><Link to="/" className={crumbLink}>{copy.home}</Link></li>
          <li aria-hidden="true">›</li>
          <li><Link to={blogMeta.index.path} className={crumbLink}>{copy.blog}</Link></li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-ink-800">{article.title}</li>
        </ol>
      </nav>
      <CategoryBadge category={article.category} />
      <h1 className="mt-4 font-display text-3xl font-bold leading-tight tracking-tight text-ink-900 sm:text-5xl">{article.title}</h1>
      <p className="mt-5 text-xl leading-8 text-ink-700">{article.excerpt}</p>
      {/* Each part carries its separator dot before it; the dot of a part that starts a line falls in
          the clipped margin, so no line begins or ends with a stray dot however the parts wrap. */}
      <div className="mt-6 overflow-hidden text-sm text-ink-600">
        <p className="-ml-5 flex flex-wrap gap-y-1">
          <span className={bylinePart}>{copy.by} {blogMeta.author}</span>
          <span className={bylinePart}>{copy.published} <time dateTime={article.date}>{formatLongDate(article.date)}</time></span>
          {article.updated !== article.date && (
            <span className={bylinePart}>{copy.updated} <time dateTime={article.updated}>{formatLongDate(article.updated)}</time></span>
          )}
          <span className={bylinePart}>{readMinutes} {copy.minRead}</span>
        </p>
      </div>
    </header>
  )
}
