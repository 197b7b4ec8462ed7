import { categoryLabel, type CatalogueCategoryId, type CatalogueItem } from '../../content/catalogue'

export interface CatalogueFilter {
  /** Free text as typed; blank matches everything. */
  query: string
  /** 'all' or one category id. */
  category: CatalogueCategoryId | 'all'
}

/** Lower-cases and strips accents and punctuation so "Myers cocktail" finds "Myers’ Cocktail Kit". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()
}

/**
 * The items matching a search and a category. Every word typed must appear somewhere in the
 * item's name, description or category label (in any order), so "cream testosterone" works too.
 * Pure: the catalogue section and its tests share it.
 */
export function filterCatalogue<T extends CatalogueItem>(
  items: readonly T[],
  { query, category }: CatalogueFilter,
): T[] {
  const words = normalizeText(query).split(' ').filter(Boolean)
  return items.filter((item) => {
    if (category !== 'all' && item.category !== category) return false
    if (words.length === 0) return true
    const haystack = normalizeText(`${item.name} ${item.description} ${categoryLabel(item.category)}`)
    return words.every((word) => haystack.includes(word))
  })
}
