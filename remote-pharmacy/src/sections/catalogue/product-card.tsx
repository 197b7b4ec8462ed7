import { keepTogether } from 'shared/lib/typography'
import { catalogueCategories, catalogueCopy, type CatalogueItem } from '../../content/catalogue'
import { priceText } from './filter-catalogue'

export function ProductCard({ item }: { item: CatalogueItem }) {
  const category = catalogueCategories.find((c) => c.id === item.category)?.label
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{category}</p>
      <h3 className="mt-1 text-lg font-bold text-ink-900">{keepTogether(item.name)}</h3>
      <p className="mt-2 flex-1 text-sm text-ink-600">{keepTogether(item.description)}</p>
      <p className="mt-4 font-semibold text-ink-900">{priceText(item.price, catalogueCopy.pricePrefix)}</p>
    </article>
  )
}
