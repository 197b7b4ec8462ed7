import type { CategoryKey } from './category-pages'

/**
 * The six category pages' slugs (/pharmacy-partners/{slug}), in the network home's order: all the
 * exposed routes need to give each path the category template, so the first chunk stays free of the
 * pages' copy (content/category-pages.ts, checked against this list in routes/category-content.test.tsx).
 */
export const categorySlugs = [
  'compounding',
  'wellness-doctors',
  'aesthetic-practitioners',
  'telemedicine',
  'specialty-clinics',
  'certified',
] as const satisfies readonly CategoryKey[]
