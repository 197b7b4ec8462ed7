import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { apiClient, auditArgs, type Submission } from './load-scenario.ts'
import { summarise, type LatencySummary } from './stats.ts'

/**
 * The analytics flood: `clients` attackers, each from its own address and with `connections`
 * requests in flight, post the largest analytics batches the API accepts for a bounded time,
 * while one legitimate visitor submits audits one after another (a fresh address each, as
 * separate visitors would). Used by `npm run bench` (flood phase, bench-results/flood.json)
 * and by test/security/analytics-budget.test.ts.
 *
 * The flood goes through plain fetch with a pre-built body: the attacker's CPU per request should
 * be as small as possible, so what is measured is the server's cost.
 */
export interface FloodOptions {
  url: string
  anonKey: string
  clients: number
  connectionsPerClient: number
  durationMs: number
  /** Rows per insert: the API's per-request cap (25) unless told otherwise. */
  rowsPerBatch?: number
  /** Compact JSON bytes of each row's properties (the site's own client sends at most ~2 KiB). */
  propertiesBytes?: number
  /** Second octet of the attackers' 10.x.y.z addresses, to keep runs on one database apart. */
  ipBlock?: number
  eventName?: string
  /**
   * Each client stops at its first 429 (durationMs is then the longest it tries): the budget is
   * reached however slowly the machine serves, which a fixed duration does not promise.
   */
  untilThrottled?: boolean
}

export interface FloodClientsReport {
  clients: number
  connectionsPerClient: number
  durationMs: number
  rowsPerBatch: number
  requestBytes: number
  requests: number
  /** HTTP status -> count; 0 = no response (connection refused or reset). */
  statuses: Record<string, number>
  /** Rows in requests answered 201. */
  rowsAccepted: number
  eventName: string
  /** The first network error, if any request got no response. */
  firstError?: string
}

/** The attackers' addresses: one per client. */
export function floodAddresses(block: number, clients: number): string[] {
  return Array.from({ length: clients }, (_, i) => `10.${block}.${(i >> 8) & 255}.${i & 255}`)
}

export function floodBatch(rows: number, propertiesBytes: number, eventName: string): string {
  const filler = 'x'.repeat(Math.max(0, propertiesBytes - 40))
  return JSON.stringify(
    Array.from({ length: rows }, (_, i) => ({
      event_name: eventName,
      page_url: `http://127.0.0.1:4173/flood/${'p'.repeat(Math.min(200, Math.floor(propertiesBytes / 8)))}/${i}`,
      referrer: null,
      user_agent: 'flood-scenario',
      properties: { i, filler },
    })),
  )
}

export async function runFloodClients(options: FloodOptions): Promise<FloodClientsReport> {
  const rowsPerBatch = options.rowsPerBatch ?? 25
  const eventName = options.eventName ?? 'flood_probe'
  const body = floodBatch(rowsPerBatch, options.propertiesBytes ?? 1500, eventName)
  const addresses = floodAddresses(options.ipBlock ?? 240, options.clients)
  const statuses: Record<string, number> = {}
  let requests = 0
  let rowsAccepted = 0
  let firstError: string | undefined
  const deadline = performance.now() + options.durationMs
  const started = performance.now()
  await Promise.all(
    addresses.flatMap((address) => {
      let throttled = false
      return Array.from({ length: options.connectionsPerClient }, async () => {
        while (performance.now() < deadline && !(options.untilThrottled && throttled)) {
          let status = 0
          try {
            const response = await fetch(`${options.url}/rest/v1/analytics_events`, {
              method: 'POST',
              headers: {
                apikey: options.anonKey,
                authorization: `Bearer ${options.anonKey}`,
                'content-type': 'application/json',
                prefer: 'return=minimal',
                'x-forwarded-for': address,
              },
              body,
              signal: AbortSignal.timeout(Math.round(Math.max(1000, deadline - performance.now() + 5000))),
            })
            status = response.status
            await response.arrayBuffer()
            // An attacker ignores Retry-After: it is the server's job to stay cheap.
          } catch (error) {
            status = 0
            firstError ??= String((error as { cause?: unknown }).cause ?? error)
          }
          requests++
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 201) rowsAccepted += rowsPerBatch
          if (status === 429) throttled = true
        }
      })
    }),
  )
  return {
    clients: options.clients,
    connectionsPerClient: options.connectionsPerClient,
    durationMs: Math.round(performance.now() - started),
    rowsPerBatch,
    requestBytes: Buffer.byteLength(body),
    requests,
    statuses,
    rowsAccepted,
    eventName,
    ...(firstError ? { firstError } : {}),
  }
}

export interface VisitorReport {
  attempted: number
  succeeded: number
  /** `status code` -> count for every submission that was not acknowledged. */
  failures: Record<string, number>
  latency: LatencySummary
}

/**
 * One visitor submitting audits back to back until `until()` is false. A submission fails when
 * it is not acknowledged (200 with both ids) within `timeoutMs`, the form's own timeout.
 */
export async function runVisitor(
  url: string,
  anonKey: string,
  options: { until: () => boolean; marker: string; ipBlock: number; timeoutMs?: number; pauseMs?: number },
): Promise<VisitorReport> {
  const latencies: number[] = []
  const failures: Record<string, number> = {}
  let attempted = 0
  let succeeded = 0
  const started = performance.now()
  while (options.until()) {
    const index = attempted++
    const submission: Submission = {
      index,
      ip: `10.${options.ipBlock}.${(index >> 8) & 255}.${index & 255}`,
      email: `${options.marker}-${index}@flood.example`,
    }
    const client = apiClient(url, anonKey, submission.ip)
    const t0 = performance.now()
    const { data, error, status } = await client
      .rpc('submit_marketing_audit', auditArgs(submission))
      .abortSignal(AbortSignal.timeout(options.timeoutMs ?? 15_000))
    latencies.push(performance.now() - t0)
    const ids = data as { contact_id?: string; audit_id?: string } | null
    if (!error && status === 200 && ids?.contact_id && ids.audit_id) succeeded++
    else {
      const key = `${status} ${(error as { code?: string } | null)?.code ?? ''}`.trim()
      failures[key] = (failures[key] ?? 0) + 1
    }
    if (options.pauseMs) await new Promise((done) => setTimeout(done, options.pauseMs))
  }
  return { attempted, succeeded, failures, latency: summarise(latencies, performance.now() - started) }
}

/** Bytes on disk under `dir` (the PGlite data folder): what the flood made the database grow by. */
export function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += folderBytes(path)
    else if (entry.isFile()) total += statSync(path).size
  }
  return total
}
