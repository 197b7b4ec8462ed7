import { cn } from 'shared/helpers/cn'
import { keepTogether } from 'shared/helpers/typography'
import { articlePageCopy } from '../../content/blog-copy'
import type { TocEntry } from '../../lib/markdown'
import { useActiveSection } from './use-active-section'

/**
 * Anchors to the article's sections. Plain hash links: the browser jumps natively (also before
 * hydration), and the shell's route focus scrolls to and focuses the target after the hash changes.
 * The section being read is marked (`aria-current`), so the sticky list doubles as a progress bar.
 * Only colour and a bar that is always there change: an entry never rewraps as the reader scrolls.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const active = useActiveSection(entries.map((entry) => entry.id))
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
              aria-current={entry.id === active ? 'location' : undefined}
              className={cn(
                'block rounded-md border-l-4 px-2 py-1.5 hover:bg-white hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-400',
                entry.id === active ? 'border-brand-700 bg-white text-brand-800' : 'border-transparent text-ink-800',
              )}
            >
              {keepTogether(entry.text)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
