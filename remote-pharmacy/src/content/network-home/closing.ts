import type { NetworkHomeContent } from '../content-types'

/** Copy of /pharmacy-partners: the closing call to action. Its place on the page and its claims: docs/product.md §10 and §1. */
export const closing = {
  title: 'Find Out What Your Practice Would Save',
  intro: 'A free 30-minute call, a side-by-side of your current prices and network prices, and a clear answer on whether joining makes sense for you.',
  primary: { label: 'Book My Savings Call', cta: 'pharmacy-closing-book' },
  callLabel: 'Call',
  note: 'No contracts to join. Your providers keep full clinical control.',
} satisfies NetworkHomeContent['closing']
