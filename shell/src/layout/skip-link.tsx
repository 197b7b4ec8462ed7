import { shellCopy } from '../content/navigation'

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-accent-400"
    >
      {shellCopy.skipLink}
    </a>
  )
}
