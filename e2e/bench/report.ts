import type { InteractionResult } from './interactions'
import { fmt } from './targets'
import { metricNames, type RunMetrics } from './lighthouse-run'

export interface BenchResult {
  at: string
  runs: number
  composed: Record<string, RunMetrics>
  plain: Record<string, RunMetrics>
  ratios: Record<string, { lcp: number; tbt: number; jsBytes: number }>
  misses: Record<string, string[]>
  /** The lowest Performance score of any single run, per route (the target: never below 95). */
  worstPerformance?: Record<string, number>
  /** Key interactions' latency (Event Timing at 4x CPU throttle), per interaction. */
  interactions?: InteractionResult[]
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function chart(metric: keyof RunMetrics, current: BenchResult, previous: BenchResult | null): string {
  const routes = Object.keys(current.composed)
  const series = [
    { label: 'composed', color: '#0f665c', data: current.composed },
    { label: 'plain', color: '#dd9a13', data: current.plain },
    { label: 'previous run', color: '#b0b7c4', data: previous?.composed ?? {} },
  ]
  const max = Math.max(1, ...series.flatMap((s) => routes.map((r) => s.data[r]?.[metric] ?? 0)))
  const rowH = 14
  const groupH = rowH * 3 + 10
  const width = 760
  const labelW = 300
  const bars = routes
    .map((route, i) => {
      const y = i * groupH
      const rects = series
        .map((s, j) => {
          const v = s.data[route]?.[metric]
          if (v === undefined) return ''
          const w = ((width - labelW - 90) * v) / max
          return `<rect x="${labelW}" y="${y + j * rowH}" width="${w.toFixed(1)}" height="${rowH - 2}" fill="${s.color}"><title>${s.label}: ${fmt(metric, v)}</title></rect><text x="${labelW + w + 4}" y="${y + j * rowH + 10}" font-size="10">${fmt(metric, v)}</text>`
        })
        .join('')
      return `<text x="0" y="${y + 20}" font-size="11">${esc(route)}</text>${rects}`
    })
    .join('')
  return `<h2>${metric}</h2><svg role="img" aria-label="${metric} per route" width="${width}" height="${routes.length * groupH}" xmlns="http://www.w3.org/2000/svg">${bars}</svg>`
}

/** A self-contained HTML report: one bar chart per metric, composed vs plain vs the previous run. */
export function htmlReport(current: BenchResult, previous: BenchResult | null): string {
  const legend = '<p><span style="color:#0f665c">■ composed</span> <span style="color:#dd9a13">■ plain (non-federated)</span> <span style="color:#b0b7c4">■ previous run</span></p>'
  const misses = Object.entries(current.misses).filter(([, m]) => m.length)
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Benchmark ${current.at}</title>
<body style="font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto">
<h1>Benchmark ${esc(current.at)}</h1><p>Lighthouse mobile (simulated throttling), median of ${current.runs} runs.${previous ? ` Previous run: ${esc(previous.at)}.` : ''}</p>
${legend}
<h2>Targets missed</h2>${misses.length ? `<ul>${misses.map(([r, m]) => `<li>${esc(r)}: ${esc(m.join('; '))}</li>`).join('')}</ul>` : '<p>None.</p>'}
<h2>Composed / plain</h2><ul>${Object.entries(current.ratios).map(([r, x]) => `<li>${esc(r)}: LCP ${x.lcp.toFixed(2)}, TBT ${x.tbt.toFixed(2)}, JS ${x.jsBytes.toFixed(2)}</li>`).join('')}</ul>
${metricNames.map((m) => chart(m, current, previous)).join('\n')}
</body></html>`
}

/** Column headings of the console table, one per metric (the type makes a new metric need one). */
const columnLabels: Record<keyof RunMetrics, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  bestPractices: 'BP',
  seo: 'SEO',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  jsBytes: 'JS',
  cssBytes: 'CSS',
  requests: 'Req',
  cpu: 'CPU',
}

/**
 * One table: a row of Lighthouse figures per route, and under it a row per interaction on that
 * route (median and max in the first two columns, every run after, a mark when it misses).
 */
export function consoleTable(results: Record<string, RunMetrics>, interactions: InteractionResult[] = []): string {
  const header = ['route', ...metricNames.map((k) => columnLabels[k])]
  const routes = [...new Set([...Object.keys(results), ...interactions.map((i) => i.route)])]
  const routeRows = routes.map((route) => {
    const m = results[route]
    return [route, ...metricNames.map((k) => (m ? fmt(k, m[k]) : '-'))]
  })
  const label = (i: InteractionResult) => `  · ${i.name}`
  const widths = header.map((h, i) => Math.max(h.length, ...routeRows.map((r) => (r[i] ?? '').length), ...(i === 0 ? interactions.map((x) => label(x).length) : [])))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  const interactionLine = (i: InteractionResult) =>
    `${label(i).padEnd(widths[0] ?? 0)}  median ${i.median} ms, max ${i.max} ms (${i.runs.join(', ')} ms)${i.misses.length ? '  MISS' : ''}`
  return [line(header), ...routes.flatMap((route, r) => [line(routeRows[r] ?? []), ...interactions.filter((i) => i.route === route).map(interactionLine)])].join('\n')
}
