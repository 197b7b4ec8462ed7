import { keepTogether } from 'shared/lib/typography'
import { articlePageCopy } from '../../content/blog-copy'
import type { TocEntry } from '../../lib/markdown'

/**
 * Anchors to the article's sections. Plain hash links: the browser jumps natively (also before
 * hydration), and the shell's route focus scrolls to and focuses the target after the hash changes.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-card border border-ink-200 bg-ink-50 p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-widest text-ink-700">
        {articlePageCopy.tocHeading}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-md px-2 py-1.5 text-ink-800 hover:bg-white hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-400"
            >
              {keepTogether(entry.text)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
