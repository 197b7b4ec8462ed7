/**
 * What the command ends with, by exit code, in a module of its own: `--help` and argument mistakes
 * are answered without loading the ledger client, the release check or the backend's tools.
 */

/** Bad arguments: exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** --wait ran out: the change is recorded, but the site does not show it yet (exit 3). */
export class WaitTimeout extends Error {
  override name = 'WaitTimeout'
}

/** The ledger refused the call (a PostgREST error answer): its message, and the HTTP status. */
export class LedgerRefusal extends Error {
  override name = 'LedgerRefusal'
  constructor(
    readonly status: number,
    message: string,
    readonly hint: string | null,
  ) {
    super(message)
  }
}

/** No answer that the ledger gave: the API is down, unreachable, or not the ledger's. */
export class LedgerUnreachable extends Error {
  override name = 'LedgerUnreachable'
}

/** A setting or situation that keeps the command from reaching the ledger: exit code 2, the message says what to set. */
export class TargetError extends Error {
  override name = 'TargetError'
}
