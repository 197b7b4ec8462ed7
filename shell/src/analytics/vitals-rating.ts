/** The thresholds of docs/product.md §14: [needs-improvement above, poor above]. Other metrics keep the library's rating. */
const thresholds: Record<string, [number, number]> = {
  LCP: [1200, 2500],
  CLS: [0.1, 0.25],
  INP: [200, 500],
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rateVital(name: string, value: number, libraryRating: Rating): Rating {
  const t = thresholds[name]
  if (!t) return libraryRating
  if (value > t[1]) return 'poor'
  if (value > t[0]) return 'needs-improvement'
  return 'good'
}
