import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: the network categories. Its place on the page and its claims: docs/product.md §10 and §1. */
export const categories = {
  eyebrow: 'Network categories',
  title: 'A Network Built Around Your Kind of Practice',
  intro: 'Pick the path that fits you to see the products, pharmacies and programs partners like you use most.',
  linkLabel: 'Explore',
} satisfies NetworkHomeContent['categories']
