import { Link } from 'shared/singletons/router'
import { Section } from 'shared/singletons/ui'
import { articleSummaries } from '../../content/article-summaries'
import { articlePageCopy } from '../../content/blog-copy'
import { blogMeta } from '../../content/blog-meta'
import { ArticleCard } from '../blog-index/article-card'

/** Three other articles, so every article links onward inside the blog. */
export function MoreArticles({ currentSlug }: { currentSlug: string }) {
  const others = articleSummaries.filter((a) => a.slug !== currentSlug).slice(0, 3)
  return (
    <Section tone="muted" aria-labelledby="more-articles-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="more-articles-heading" className="font-display text-3xl font-bold tracking-tight text-ink-900">
          {articlePageCopy.moreHeading}
        </h2>
        <Link to={blogMeta.index.path} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-400">
          {articlePageCopy.allArticles}
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {others.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
