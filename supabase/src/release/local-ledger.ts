import type { PGlite } from '@electric-sql/pglite'
import type { SerialQueue } from '../server/queue.ts'

/**
 * The release ledger (migration 20261129100000) of the embedded database, as its composition
 * server reads it: the live map, and a call back whenever a change is committed, so a promote or
 * a rollback is served on the next request rather than at the next poll.
 */
export interface LocalReleaseLedger {
  /** What the log names as the map's source. */
  readonly source: string
  /** `public.release_map()` as JSON text: the same map a hand-written remotes.json holds. */
  readMap(): Promise<string>
  /** `public.release_rollouts()` as JSON text: the running canaries and the previews in force. */
  readRollouts(): Promise<string>
  /** Stores the composition server's canary counts (analytics_events rows), as the API would. */
  report(rows: readonly Record<string, unknown>[]): Promise<void>
  /** `public.release_guard()`: aborts the canaries past their threshold; returns what it aborted. */
  guard(): Promise<{ remote: string; canary: number; release: number; reason: string }[]>
  /** Calls `onChange` after each committed change of the live map; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void
  /**
   * Takes a map (the local builds' default map) into the ledger as the operator: each remote is
   * defined, and one with no live release yet gets its entry as the live release. A remote that
   * already has one keeps it, so a release promoted locally survives a restart. Returns the
   * remotes whose live release it set.
   */
  seed(map: Record<string, unknown>): Promise<string[]>
}

const channel = 'release_ledger'

export function localReleaseLedger(db: PGlite, queue: SerialQueue, dataDir: string): LocalReleaseLedger {
  const text = async (sql: string, fallback: string) => {
    const { rows } = await queue.run(() => db.query<{ value: string | null }>(sql))
    return rows[0]?.value ?? fallback
  }
  const listeners = new Set<() => void>()
  let listening: Promise<unknown> | null = null
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    source: `${dataDir} (the embedded release ledger)`,
    // Queued like requests: PGlite is one connection, and a request's transaction must not interleave.
    readMap: () => text('select public.release_map()::text as value', '{}'),
    readRollouts: () => text('select public.release_rollouts()::text as value', '{"canaries":{},"previews":{}}'),
    async report(rows) {
      await queue.run(
        () =>
          db.query(
            `insert into public.analytics_events (event_name, page_url, user_agent, properties)
             select r.event_name, r.page_url, coalesce(r.user_agent, ''), r.properties from jsonb_to_recordset($1::jsonb) as r(event_name text, page_url text, user_agent text, properties jsonb)`,
            [JSON.stringify(rows)],
          ),
        'low',
      )
    },
    async guard() {
      const { rows } = await queue.run(() => db.query<{ aborted: { remote: string; canary: number; release: number; reason: string }[] }>('select public.release_guard() as aborted'))
      return rows[0]?.aborted ?? []
    },
    subscribe(onChange) {
      listeners.add(onChange)
      listening ??= queue.run(() => db.listen(channel, notify))
      return () => listeners.delete(onChange)
    },
    async seed(map) {
      // Outside any API request no role is set: the ledger's functions take this as the operator.
      const { rows } = await queue.run(() =>
        db.query<{ result: { imported: string[] } }>('select public.release_import($1::json, $2::jsonb, true) as result', [JSON.stringify(map), '{}']),
      )
      return rows[0]?.result.imported ?? []
    },
  }
}
