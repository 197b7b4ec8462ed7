import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { Button, Section, SectionHeading } from 'shared/singletons/ui'
import { cn } from 'shared/helpers/cn'
import {
  catalogueCopy,
  catalogueItems,
  productCountAnnouncement,
  productCountText,
  showAllText,
} from '../../content/catalogue'
import { CatalogueControls } from './catalogue-controls'
import { filterCatalogue, type CatalogueFilter } from './filter-catalogue'
import { ProductCard } from './product-card'
import { useDebouncedValue } from './use-debounced-value'

const initialFilter: CatalogueFilter = { query: '', category: 'all' }
/**
 * On a phone the full list is a 6,800 px column that buries the rest of the page, so it shows this
 * many until the visitor asks for all. Hidden by CSS, not left out: every product stays in the
 * prerendered page (and in view with JavaScript off, where the button could not work).
 */
const PHONE_PREVIEW = 6
/** A pause in typing this long ends a word: only then is the count announced. */
const ANNOUNCE_AFTER_MS = 700
const hiddenOnPhone = 'max-sm:[@media(scripting:enabled)]:hidden'

/** The 28-product catalogue with live search and category filter (plain import: small, and it must prerender). */
export function CatalogueSection() {
  const [filter, setFilter] = useState(initialFilter)
  const [expanded, setExpanded] = useState(false)
  const searchRef = useRef<HTMLInputElement>(null)
  const firstRevealedRef = useRef<HTMLLIElement>(null)
  // The box shows each key at once; the list follows in a render of its own, after that frame.
  const listFilter = useDeferredValue(filter)
  const matches = useMemo(() => filterCatalogue(catalogueItems, listFilter), [listFilter])
  const announcedCount = useDebouncedValue(matches.length, ANNOUNCE_AFTER_MS)

  const reset = () => {
    setFilter(initialFilter)
    // The reset button disappears with the empty state, so focus goes where the visitor types next.
    searchRef.current?.focus()
  }

  const collapsed = !expanded && matches.length > PHONE_PREVIEW
  const showAll = () => {
    setExpanded(true)
    // The button goes with the click: reading (and Tab) carry on from the first product it revealed.
    requestAnimationFrame(() => firstRevealedRef.current?.focus())
  }

  return (
    <Section id="catalogue" tone="muted" aria-labelledby="catalogue-heading">
      <SectionHeading id="catalogue-heading" eyebrow={catalogueCopy.eyebrow} title={catalogueCopy.title} intro={catalogueCopy.intro} />
      <CatalogueControls filter={filter} onChange={setFilter} searchRef={searchRef} />
      {/* Shown at once; announced from the status below once the visitor pauses. */}
      <p aria-hidden="true" className="mt-6 text-sm font-semibold text-ink-700">
        {productCountText(matches.length)}
      </p>
      <p role="status" aria-atomic="true" className="sr-only">
        {productCountAnnouncement(announcedCount)}
      </p>
      {matches.length > 0 ? (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {matches.map((item, index) => (
              <li
                key={item.id}
                ref={index === PHONE_PREVIEW ? firstRevealedRef : undefined}
                tabIndex={index === PHONE_PREVIEW ? -1 : undefined}
                className={cn('rounded-card', collapsed && index >= PHONE_PREVIEW && hiddenOnPhone)}
              >
                <ProductCard item={item} />
              </li>
            ))}
          </ul>
          {collapsed && (
            <Button variant="outline" className="mt-6 w-full sm:hidden noscript:hidden" onClick={showAll}>
              {showAllText(matches.length)}
            </Button>
          )}
        </>
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
