import { cn } from 'shared/helpers/cn'
import type { Stat } from '../content/types'

interface StatGridProps {
  stats: readonly Stat[]
  /** 'dark' on ink/brand bands, 'light' on white or muted ones. */
  tone?: 'light' | 'dark'
  /** 'pairs' keeps two columns at every width (stats inside a card). */
  layout?: 'row' | 'pairs'
  className?: string
}

function columns(count: number, layout: 'row' | 'pairs'): string {
  if (layout === 'pairs') return 'grid-cols-2'
  return count === 3 ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4'
}

/** A row of big numbers with labels, as a description list so each value keeps its meaning when read aloud. */
export function StatGrid({ stats, tone = 'light', layout = 'row', className }: StatGridProps) {
  return (
    <dl className={cn('grid gap-4 sm:gap-6', columns(stats.length, layout), className)}>
      {stats.map((s) => (
        <div key={s.label} className={cn('flex flex-col-reverse justify-end rounded-card p-4 text-center sm:p-6', tone === 'dark' ? 'bg-white/10' : 'bg-white ring-1 ring-ink-200')}>
          <dt className={cn('mt-1 text-sm', tone === 'dark' ? 'text-ink-100' : 'text-ink-600')}>{s.label}</dt>
          <dd className={cn('font-display text-3xl font-bold sm:text-4xl', tone === 'dark' ? 'text-accent-300' : 'text-brand-700')}>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}
