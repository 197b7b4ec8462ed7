/**
 * Whole numbers with US thousands separators, and whole US dollars. Written out rather than with
 * Intl.NumberFormat: building the first formatter loads locale data (~13 ms of main thread on a
 * fast machine, four times that on a phone) right while the page hydrates, and the output must be
 * the same in the prerender (Node) and every browser.
 */
function groupThousands(value: number): string {
  const digits = Math.round(Math.abs(value)).toString()
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function formatInteger(value: number): string {
  return `${Math.round(value) < 0 ? '-' : ''}${groupThousands(value)}`
}

export function formatUsd(value: number): string {
  return `${Math.round(value) < 0 ? '-' : ''}$${groupThousands(value)}`
}

/** A whole percent with thousands separators: 10080 → "10,080%". */
export function formatPercent(value: number): string {
  return `${formatInteger(value)}%`
}
