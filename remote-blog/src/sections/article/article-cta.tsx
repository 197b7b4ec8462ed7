import { Link } from 'shared/singletons/router'
import { buttonVariants } from 'shared/singletons/ui'
import type { Article } from '../../content/article-types'

/** The closing call to action: the telehealth programme, the pharmacy network or the free audit. */
export function ArticleCta({ cta, slug }: { cta: Article['cta']; slug: string }) {
  return (
    <aside aria-labelledby="article-cta-heading" className="mt-14 rounded-card bg-ink-950 p-8 text-white sm:p-10">
      <h2 id="article-cta-heading" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
        {cta.heading}
      </h2>
      <p className="mt-4 text-lg leading-8 text-ink-100">{cta.description}</p>
      <Link to={cta.to} data-cta={`article-cta-${slug}`} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8' })}>
        {cta.label}
      </Link>
    </aside>
  )
}
