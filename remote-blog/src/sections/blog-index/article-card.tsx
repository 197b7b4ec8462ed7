import { Link } from 'shared/singletons/router'
import { blogIndexCopy } from '../../content/blog-copy'
import type { ArticleSummary } from '../../content/article-summary'
import { formatShortDate } from '../../lib/format-date'
import { CategoryBadge } from '../category/category-badge'
import { arrowRight, Icon } from 'shared/ui/icons'

type CardArticle = Pick<ArticleSummary, 'slug' | 'path' | 'title' | 'excerpt' | 'category' | 'date' | 'readMinutes'>

/** One blog card (its title is an h3 under the list's h2): category, title, excerpt, date, read time and a Read Article link named after the article. */
export function ArticleCard({ article }: { article: CardArticle }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <CategoryBadge category={article.category} />
      <h3 className="mt-4 font-display text-xl font-bold leading-snug text-ink-900">{article.title}</h3>
      <p className="mt-3 flex-1 text-ink-700">{article.excerpt}</p>
      <p className="mt-5 flex flex-wrap gap-x-3 text-sm text-ink-600">
        <time dateTime={article.date}>{formatShortDate(article.date)}</time>
        <span aria-hidden="true">·</span>
        <span>
          {article.readMinutes} {blogIndexCopy.minRead}
        </span>
      </p>
      <Link
        to={article.path}
        data-cta={`blog-read-${article.slug}`}
        // The name starts with the visible text (WCAG label-in-name) and says which article it opens.
        aria-label={`${blogIndexCopy.readArticle}: ${article.title}`}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        {blogIndexCopy.readArticle}
        <Icon path={arrowRight} className="size-4" />
      </Link>
    </article>
  )
}
