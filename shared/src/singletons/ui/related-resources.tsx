import { Link } from 'shared/singletons/router'

export interface RelatedResource {
  title: string
  description: string
  /** An internal path, e.g. /blog/telehealth-compliance-regulations. */
  url: string
}

interface RelatedResourcesProps {
  heading?: string
  resources: RelatedResource[]
}

/** The related-resources box (docs/product.md §3) shown on /telehealth-empire and /pharmacy-partners. */
export function RelatedResources({ heading = 'Related resources', resources }: RelatedResourcesProps) {
  return (
    <aside aria-labelledby="related-resources-heading" className="rounded-card border border-ink-200 bg-ink-50 p-6 sm:p-8">
      <h2 id="related-resources-heading" className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {resources.map((r) => (
          <li key={r.url}>
            <Link to={r.url} className="block h-full rounded-xl bg-white p-4 ring-1 ring-ink-200 hover:ring-brand-500 focus-visible:outline-3 focus-visible:outline-accent-400">
              <span className="font-semibold text-brand-800 underline-offset-4 hover:underline">{r.title}</span>
              <span className="mt-1 block text-sm text-ink-600">{r.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
