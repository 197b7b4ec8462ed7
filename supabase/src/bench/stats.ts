export interface LatencySummary {
  count: number
  totalMs: number
  perSecond: number
  p50Ms: number
  p95Ms: number
  maxMs: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

export function summarise(latencies: number[], wallMs: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    count: latencies.length,
    totalMs: round(wallMs),
    perSecond: round((latencies.length / wallMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  }
}
