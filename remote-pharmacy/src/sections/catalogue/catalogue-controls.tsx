import { useId, type Ref } from 'react'
import { catalogueCategories, catalogueCopy, type CatalogueCategoryId } from '../../content/catalogue'
import type { CatalogueFilter } from './filter-catalogue'

interface CatalogueControlsProps {
  filter: CatalogueFilter
  onChange: (next: CatalogueFilter) => void
  searchRef: Ref<HTMLInputElement>
}

const options: { id: CatalogueCategoryId | 'all'; label: string }[] = [
  { id: 'all', label: catalogueCopy.allCategories },
  ...catalogueCategories,
]

/**
 * Search box and category radio group. Native radios (visually restyled as pills) keep the
 * expected keyboard model for free: Tab into the group, arrow keys to move and select.
 */
export function CatalogueControls({ filter, onChange, searchRef }: CatalogueControlsProps) {
  const searchId = useId()
  const groupName = useId()
  return (
    <div className="flex flex-col gap-5">
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-ink-900">
          {catalogueCopy.searchLabel}
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          autoComplete="off"
          value={filter.query}
          placeholder={catalogueCopy.searchPlaceholder}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          className="mt-2 block min-h-12 w-full rounded-xl border border-ink-300 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400 sm:max-w-md"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{catalogueCopy.categoryLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((option) => (
            <label key={option.id} className="cursor-pointer">
              <input
                type="radio"
                name={groupName}
                value={option.id}
                checked={filter.category === option.id}
                onChange={() => onChange({ ...filter, category: option.id })}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 items-center rounded-pill border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:border-brand-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white forced-colors:peer-checked:bg-[Highlight] forced-colors:peer-checked:text-[HighlightText] forced-colors:peer-checked:[forced-color-adjust:none] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
