import { useMemo, useRef, useState } from 'react'
import { Button, Section, SectionHeading } from 'shared/ui'
import { catalogueCategories, catalogueCopy, catalogueItems, productCountText, type CatalogueCategoryId } from '../../content/catalogue'
import { CatalogueControls } from './catalogue-controls'
import { filterCatalogue, type CatalogueFilter } from './filter-catalogue'
import { ProductCard } from './product-card'

const initialFilter: CatalogueFilter = { query: '', category: 'all' }
const categoryLabel = (id: CatalogueCategoryId) => catalogueCategories.find((c) => c.id === id)?.label ?? ''

/** The 28-product catalogue with live search and category filter (plain import: small, and it must prerender). */
export function CatalogueSection() {
  const [filter, setFilter] = useState(initialFilter)
  const searchRef = useRef<HTMLInputElement>(null)
  const matches = useMemo(() => filterCatalogue(catalogueItems, filter, categoryLabel), [filter])

  const reset = () => {
    setFilter(initialFilter)
    // The reset button disappears with the empty state, so focus goes where the visitor types next.
    searchRef.current?.focus()
  }

  return (
    <Section id="catalogue" tone="muted" aria-labelledby="catalogue-heading">
      <SectionHeading id="catalogue-heading" eyebrow={catalogueCopy.eyebrow} title={catalogueCopy.title} intro={catalogueCopy.intro} />
      <CatalogueControls filter={filter} onChange={setFilter} searchRef={searchRef} />
      <p aria-live="polite" aria-atomic="true" className="mt-6 text-sm font-semibold text-ink-700">
        {productCountText(matches.length)}
      </p>
      {matches.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {matches.map((item) => (
            <li key={item.id}>
              <ProductCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-card border border-dashed border-ink-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink-900">{catalogueCopy.emptyTitle}</p>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">{catalogueCopy.emptyHint}</p>
          <Button variant="outline" className="mt-5" onClick={reset}>
            {catalogueCopy.reset}
          </Button>
        </div>
      )}
      <p className="mt-8 max-w-4xl text-sm text-ink-600">{catalogueCopy.disclaimer}</p>
    </Section>
  )
}
