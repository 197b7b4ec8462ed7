import type { PGlite } from '@electric-sql/pglite'
import type { SerialQueue } from '../server/queue.ts'
import type { GuardOutcome } from './guard-loop.ts'

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
  /** Stores the composition server's canary counts through `public.release_count_canary`, as the operator. */
  report(counts: readonly { canary: number; cohort: 'c' | 'l'; requests: number; failures: number }[]): Promise<void>
  /** `public.release_guard()`: aborts the canaries past their threshold; returns what it aborted and what it could not judge. */
  guard(): Promise<GuardOutcome[]>
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
    async report(counts) {
      // Outside any API request no role is set: the ledger's functions take this as the operator.
      await queue.run(() => db.query('select public.release_count_canary($1::jsonb)', [JSON.stringify(counts)]), 'low')
    },
    async guard() {
      const { rows } = await queue.run(() => db.query<{ outcomes: GuardOutcome[] }>('select public.release_guard() as outcomes'))
      return rows[0]?.outcomes ?? []
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
