import type { RunMetrics } from './lighthouse-run'

/**
 * Targets on every route; `min` scores, `max` timings and sizes. The JS budget is `/`'s; beside it no
 * route's JS may grow past the last full bench's (`jsGrowth`).
 */
export const targets: Partial<Record<keyof RunMetrics, { min?: number; max?: number; onlyHome?: boolean }>> = {
  performance: { min: 100 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcp: { max: 1000 },
  tbt: { max: 50 },
  cls: { max: 0.02 },
  jsBytes: { max: 165.9 * 1024, onlyHome: true },
}

/**
 * How far a route's JS may measure above the last full bench's before it counts as grown: the same
 * code's JS measures a few hundred bytes apart between full benches, and a smaller margin would
 * report that noise as growth.
 */
export const jsGrowthMargin = 0.5 * 1024

/** Routes whose JS grew past the last full bench's (plus the margin): one miss each. */
export function jsGrowth(current: Record<string, Pick<RunMetrics, 'jsBytes'>>, last: Record<string, Pick<RunMetrics, 'jsBytes'>> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [route, m] of Object.entries(current)) {
    const before = last?.[route]?.jsBytes
    if (before !== undefined && m.jsBytes > before + jsGrowthMargin) out[route] = `jsBytes ${fmt('jsBytes', m.jsBytes)} > the last full bench's ${fmt('jsBytes', before)}`
  }
  return out
}

/** No single run may score Performance below this, whatever the median. */
export const singleRunPerformanceFloor = 95

export function misses(route: string, m: RunMetrics, worstPerformance = m.performance): string[] {
  const out: string[] = []
  if (worstPerformance < singleRunPerformanceFloor) out.push(`a single run's performance ${worstPerformance} < ${singleRunPerformanceFloor}`)
  for (const [name, t] of Object.entries(targets) as [keyof RunMetrics, NonNullable<(typeof targets)[keyof RunMetrics]>][]) {
    if (t.onlyHome && route !== '/') continue
    const v = m[name]
    if (t.min !== undefined && v < t.min) out.push(`${name} ${fmt(name, v)} < ${fmt(name, t.min)}`)
    if (t.max !== undefined && v > t.max) out.push(`${name} ${fmt(name, v)} > ${fmt(name, t.max)}`)
  }
  return out
}

export function fmt(name: keyof RunMetrics, v: number): string {
  if (name === 'cls') return v.toFixed(3)
  if (name === 'jsBytes' || name === 'cssBytes') return `${(v / 1024).toFixed(1)} KB`
  if (name === 'fcp' || name === 'lcp' || name === 'tbt') return `${Math.round(v)} ms`
  return String(Math.round(v))
}
