import type { LoadStats } from './load-test'

/** The composition server's cost next to nginx sending the same pages as precompressed files, on its warm cache. */
export const composeLoadTargets = {
  /** Warm requests per second at least this share of nginx's. */
  minThroughputRatio: 0.8,
  /** Warm p99 latency at most this multiple of nginx's. */
  maxP99Ratio: 1.5,
} as const

export interface PageLoadResult {
  /** Bytes of the page's HTML. */
  bytes: number
  /** Bytes of the body each target sent (the same compressed bytes: the static folder is a snapshot). */
  encodedBytes: number
  composeWarm: LoadStats
  composeCold: LoadStats
  nginx: LoadStats
  sirv: LoadStats
  /** compose warm rps / nginx rps */
  throughputRatio: number
  /** compose warm p99 / nginx p99 */
  p99Ratio: number
  throughputMet: boolean
  p99Met: boolean
}

export interface ComposeLoadResult {
  at: string
  node: string
  cpus: number
  /** The 1-minute load average before the first server started: other work on the machine skews the figures. */
  loadAverageBefore: number
  connections: number
  durationSeconds: number
  warmupRequests: number
  /** The Accept-Encoding every request carries; every target answers it with the same bytes. */
  encoding: 'br' | 'gzip'
  /** The static baseline the targets are held to. */
  baseline: string
  /** The cold server's environment: until the composition server reads it, cold runs as warm. */
  coldEnv: Record<string, string>
  targets: typeof composeLoadTargets
  pages: Record<string, PageLoadResult>
  /** Runs with errors or non-2xx answers: their figures do not compare like with like. */
  invalidRuns: string[]
}

/**
 * Ratios of the warm composition server to nginx. Latency is whole milliseconds, so a 0 ms p99 (a
 * target faster than the histogram resolves) counts as 1 ms rather than dividing by zero.
 */
export function pageResult(bytes: number, encodedBytes: number, stats: Record<(typeof loadTargets)[number], LoadStats>): PageLoadResult {
  const { composeWarm, nginx } = stats
  const throughputRatio = nginx.rps > 0 ? composeWarm.rps / nginx.rps : 0
  const p99Ratio = Math.max(composeWarm.p99, 1) / Math.max(nginx.p99, 1)
  return {
    bytes,
    encodedBytes,
    ...stats,
    throughputRatio,
    p99Ratio,
    throughputMet: throughputRatio >= composeLoadTargets.minThroughputRatio,
    p99Met: p99Ratio <= composeLoadTargets.maxP99Ratio,
  }
}

/** Each run that saw errors, timeouts or non-2xx answers, as `page target: what`. */
export function invalidRuns(pages: Record<string, PageLoadResult>): string[] {
  const out: string[] = []
  for (const [path, page] of Object.entries(pages)) {
    for (const target of loadTargets) {
      const s = page[target]
      if (s.errors || s.timeouts || s.non2xx) out.push(`${path} ${target}: ${s.errors} errors${s.firstError ? ` (first: ${s.firstError})` : ''}, ${s.timeouts} timeouts, ${s.non2xx} non-2xx`)
    }
  }
  return out
}

const pad = (s: string, n: number) => s.padEnd(n)
const lpad = (s: string, n: number) => s.padStart(n)
const rps = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => `${n} ms`

/** The targets loaded for each page, in order. */
export const loadTargets = ['composeWarm', 'composeCold', 'nginx', 'sirv'] as const

const targetNames: Record<(typeof loadTargets)[number], string> = {
  composeWarm: 'compose warm',
  composeCold: 'compose cold',
  nginx: 'nginx (same bytes)',
  sirv: 'sirv (same bytes)',
}

/** One table per page: the four targets, then the two ratios against their targets. */
export function composeLoadTable(result: ComposeLoadResult): string {
  const blocks: string[] = []
  for (const [path, page] of Object.entries(result.pages)) {
    const lines = [
      `${path}  (${(page.bytes / 1024).toFixed(1)} KB HTML, sent as ${(page.encodedBytes / 1024).toFixed(1)} KB ${result.encoding}; ${result.connections} connections, ${result.durationSeconds} s each)`,
      `  ${pad('target', 20)}${lpad('req/s', 10)}${lpad('p50', 10)}${lpad('p99', 10)}`,
      ...loadTargets.map((target) => [targetNames[target], page[target]] as const).map(([name, s]) => `  ${pad(name, 20)}${lpad(rps(s.rps), 10)}${lpad(ms(s.p50), 10)}${lpad(ms(s.p99), 10)}`),
      `  warm/nginx throughput ${page.throughputRatio.toFixed(2)}  (target >= ${composeLoadTargets.minThroughputRatio}: ${page.throughputMet ? 'met' : 'MISSED'})`,
      `  warm p99 / nginx p99  ${page.p99Ratio.toFixed(2)}  (target <= ${composeLoadTargets.maxP99Ratio}: ${page.p99Met ? 'met' : 'MISSED'})`,
    ]
    blocks.push(lines.join('\n'))
  }
  return blocks.join('\n\n')
}
