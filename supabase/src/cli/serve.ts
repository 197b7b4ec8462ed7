import { readFileSync } from 'node:fs'
import { createLogger } from 'shared/server/logger'
import { exposureWarning, urlFor } from 'shared/server/exposure'
import { DataDirLockedError, DataFolderOwnerError, startLocalBackend, UnsafeJwtSecretError, type LocalBackend } from '../index.ts'
import { ensureComposerCredential } from './composer-credential.ts'

/**
 * The local backend as its own process (`npm run serve -w backend`; `npm start` and `npm run dev`
 * start it beside the composer): production's engines over the data folder's PGlite database, the
 * database served by pglite-socket and PostgREST 12 as a process of its own (index.ts). The
 * composer passes /rest/v1 to PostgREST as nginx does in production; the front on PORT serves
 * /rest/v1 for the owner's tools and `npm run dev`. The lead worker, with the release guard, is
 * `npm run worker`, reaching the front through the owner socket in the data folder.
 *
 * PORT (default 54321; 0: any free port) and HOST (default 127.0.0.1). LOCAL_BACKEND_SEED_MAP: a
 * remote map file (the shell build's remotes.json) whose remotes become live in an empty release
 * ledger. Every line is one JSON object on standard output; the `started` line carries the
 * front's and PostgREST's URLs, the anon key and the file holding the local composer's release
 * credential, which is how `npm start` learns them.
 */
const log = createLogger('local-backend')
const port = Number(process.env.PORT ?? 54321)
const host = process.env.HOST ?? '127.0.0.1'

/** The backend's console-style lines as events of this log. */
const lines = {
  info: (message: unknown) => log.info({ event: 'local-backend' }, String(message)),
  warn: (message: unknown, ...rest: unknown[]) => log.warn(rest.length ? { event: 'local-backend', err: rest[0] } : { event: 'local-backend' }, String(message)),
  error: (message: unknown, ...rest: unknown[]) => log.error(rest.length ? { event: 'local-backend', err: rest[0] } : { event: 'local-backend' }, String(message)),
}

function seedMap(): Record<string, unknown> | undefined {
  const file = process.env.LOCAL_BACKEND_SEED_MAP?.trim()
  if (!file) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch {
    // No shell build yet: nothing to seed; the ledger keeps what it has.
    return undefined
  }
}

let backend: LocalBackend
try {
  backend = await startLocalBackend({ logger: lines, port, host, seedMap: seedMap() })
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof DataFolderOwnerError || error instanceof UnsafeJwtSecretError) {
    log.error({ event: 'not-started' }, error.message)
    process.exit(1)
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' || (error as NodeJS.ErrnoException).code === 'EACCES') {
    log.error({ event: 'not-started', err: error }, `Cannot listen on ${urlFor(host, port)}: ${(error as Error).message}`)
    process.exit(1)
  }
  log.error({ event: 'not-started', err: error }, `The local backend did not start: ${(error as Error).message}`)
  process.exit(1)
}
const running = backend
if (running.seeded.length) log.info({ event: 'ledger-seeded', remotes: running.seeded }, `Release ledger: the local builds of ${running.seeded.join(', ')} are live`)

let stopping: Promise<boolean> | null = null
const stop = (why: string) => {
  stopping ??= (async () => {
    log.info({ event: 'stopping', reason: why }, `Stopping (${why})`)
    try {
      await running.close()
      return true
    } catch (error) {
      log.error({ event: 'stop-failed', err: error }, `The local backend did not stop cleanly: ${(error as Error).message}`)
      return false
    }
  })()
  return stopping
}

try {
  const composerCredentialFile = await ensureComposerCredential(running, running.url)
  const actualPort = Number(new URL(running.url).port)
  // Before the started line, which is the start's last: whoever waits for it has any warning too.
  const warning = exposureWarning(host, actualPort, 'the local Supabase-compatible API')
  if (warning) log.warn({ event: 'exposed', host, port: actualPort }, warning)
  const url = running.url
  log.info(
    { event: 'started', url, postgrestUrl: running.postgrestUrl, anonKey: running.anonKey, dataDir: running.dataDir, ownerSocket: running.ownerSocket, composerCredentialFile },
    `Local Supabase-compatible API listening on ${url}/rest/v1/ (PostgREST 12 at ${running.postgrestUrl}; anon key ${running.anonKey}; the service_role key is in ${running.dataDir}, where npm run leads and npm run worker read it and reach this API through ${running.ownerSocket ?? 'no socket'})`,
  )
} catch (error) {
  log.error({ event: 'not-started', err: error }, `The local composer's release credential could not be issued: ${(error as Error).message}`)
  await stop('start failed')
  process.exit(1)
}

const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void stop('SIGINT').then(exitAfter))
process.on('SIGTERM', () => void stop('SIGTERM').then(exitAfter))
// Started by npm start with an IPC channel: if that supervisor dies, stop too rather than hold the data folder.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(exitAfter))
