import { keepTogether } from 'shared/helpers/typography'
import { articlePageCopy } from '../../content/blog-copy'
import type { Article } from '../../content/article-types'

/** The three intro stats above the article body. */
export function ArticleStats({ stats }: { stats: Article['stats'] }) {
  return (
    <dl aria-label={articlePageCopy.statsLabel} className="mt-10 grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end rounded-card bg-brand-800 p-5 text-white">
          <dt className="mt-2 text-sm leading-6 text-brand-50">{keepTogether(stat.label)}</dt>
          <dd className="font-display text-3xl font-bold text-accent-300">{keepTogether(stat.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
