import type { RunMetrics } from './lighthouse-run'

/**
 * Targets on every route; `min` scores, `max` timings and sizes. The JS budget is `/`'s: no route's
 * JS may grow, and the report compares every route with the previous run.
 */
export const targets: Partial<Record<keyof RunMetrics, { min?: number; max?: number; onlyHome?: boolean }>> = {
  performance: { min: 100 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcp: { max: 1500 },
  tbt: { max: 50 },
  cls: { max: 0.02 },
  jsBytes: { max: 165.9 * 1024, onlyHome: true },
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
