import { shellCopy } from '../content/navigation'

/** `not-sr-only` resets padding, so the padding is the focused state's own. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:left-4 focus:top-4 focus:outline-3 focus:outline-accent-400"
    >
      {shellCopy.skipLink}
    </a>
  )
}
