import { memo } from 'react'
import { keepTogether } from 'shared/helpers/typography'
import { categoryLabel, priceText, type CatalogueItem } from '../../content/catalogue'

/** Memoized: a key typed in the search renders the cards that stay again only if their item changed. */
export const ProductCard = memo(function ProductCard({ item }: { item: CatalogueItem }) {
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{categoryLabel(item.category)}</p>
      <h3 className="mt-1 text-lg font-bold text-ink-900">{keepTogether(item.name)}</h3>
      <p className="mt-2 flex-1 text-sm text-ink-600">{keepTogether(item.description)}</p>
      <p className="mt-4 font-semibold text-ink-900">{priceText(item.price)}</p>
    </article>
  )
})
