import { describe, expect, it } from 'vitest'
import { catalogueCategories, catalogueCopy, catalogueItems, priceText, productCountText, type CatalogueCategoryId } from '../../content/catalogue'
import { filterCatalogue, normalizeText } from './filter-catalogue'

const names = (query: string, category: CatalogueCategoryId | 'all' = 'all') =>
  filterCatalogue(catalogueItems, { query, category }).map((i) => i.name)

describe('catalog content', () => {
  // The one test that holds the catalogue to the product's 28 (docs/product.md §10); the others count catalogueItems.
  it('has 28 products with unique ids and names, and its title says how many', () => {
    expect(catalogueItems).toHaveLength(28)
    expect(new Set(catalogueItems.map((i) => i.id)).size).toBe(28)
    expect(new Set(catalogueItems.map((i) => i.name)).size).toBe(28)
    expect(catalogueCopy.title).toMatch(new RegExp(`^${catalogueItems.length} `))
  })

  it('starts at $45 for Testosterone and tops out at $120 for NAD+, every other price strictly between', () => {
    const sorted = [...catalogueItems].sort((a, b) => a.price - b.price)
    expect(sorted[0]).toMatchObject({ name: expect.stringMatching(/^Testosterone/), price: 45 })
    expect(sorted.at(-1)).toMatchObject({ name: 'NAD+', price: 120 })
    for (const item of sorted.slice(1, -1)) {
      expect(item.price).toBeGreaterThan(45)
      expect(item.price).toBeLessThan(120)
      expect(Number.isInteger(item.price)).toBe(true)
    }
  })

  it('puts at least one product in every category', () => {
    for (const category of catalogueCategories) {
      expect(catalogueItems.some((i) => i.category === category.id)).toBe(true)
    }
  })
})

describe('filterCatalogue', () => {
  it('returns everything for a blank query and All', () => {
    expect(names('')).toHaveLength(catalogueItems.length)
    expect(names('   ')).toHaveLength(catalogueItems.length)
  })

  it('matches names case-insensitively', () => {
    expect(names('TIRZEPATIDE')).toEqual(['Compounded Tirzepatide'])
    expect(names('nad+')).toEqual(['NAD+'])
  })

  it('matches descriptions and category labels', () => {
    expect(names('melasma')).toEqual(['Triple Brightening Cream', 'Tranexamic Acid Serum'])
    expect(names('peptides')).toEqual(expect.arrayContaining(['Sermorelin', 'Gonadorelin']))
  })

  it('needs every word, in any order', () => {
    expect(names('cream testosterone')).toEqual(['Low-Dose Testosterone Cream'])
    expect(names('testosterone zzz')).toEqual([])
  })

  it('ignores punctuation and typographic apostrophes', () => {
    expect(names('myers cocktail')).toEqual(['Myers\u2019 Cocktail Kit'])
    expect(names('pt 141')).toEqual(['Bremelanotide (PT-141)'])
  })

  it('narrows by category and combines with the query', () => {
    const hormones = filterCatalogue(catalogueItems, { query: '', category: 'hormones' })
    expect(hormones.length).toBeGreaterThan(0)
    expect(hormones.every((i) => i.category === 'hormones')).toBe(true)
    expect(names('cream', 'hormones')).toEqual(['Low-Dose Testosterone Cream', 'Bi-Est Cream'])
    expect(names('semaglutide', 'aesthetics')).toEqual([])
  })

  it('does not mutate its input', () => {
    const copy = [...catalogueItems]
    filterCatalogue(catalogueItems, { query: 'b12', category: 'wellness' })
    expect(catalogueItems).toEqual(copy)
  })
})

describe('text helpers', () => {
  it('formats prices and counts', () => {
    expect(priceText(45)).toBe('Starting at $45')
    expect(productCountText(1)).toBe('1 product')
    expect(productCountText(0)).toBe('0 products')
    expect(productCountText(28)).toBe('28 products')
  })

  it('normalizes accents and punctuation', () => {
    expect(normalizeText('  Café—Crème  ')).toBe('cafe creme')
  })
})
