/** Reading speed used for the "N min read" label (words per minute). */
export const WORDS_PER_MINUTE = 225

/** Every article reads in 5 to 10 minutes (docs/product.md §12). */
export const MIN_READ_MINUTES = 5
export const MAX_READ_MINUTES = 10

/** Counts the words a reader sees in Markdown: link targets and markup are not words. */
export function countWords(markdown: string): number {
  const visible = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s{0,3}(#{1,6}|[-*]|\d+\.)\s+/gm, '')
    .replace(/[*_[\]`]/g, ' ')
  return visible.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/**
 * Minutes to read, rounded up. Clamped to the 5-10 range the site promises; the content test
 * asserts every article lands there unclamped (1,000-2,000 words), so the clamp is only a guard.
 */
export function readMinutes(words: number): number {
  const minutes = Math.ceil(words / WORDS_PER_MINUTE)
  return Math.min(MAX_READ_MINUTES, Math.max(MIN_READ_MINUTES, minutes))
}
