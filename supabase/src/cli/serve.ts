import { readFileSync } from 'node:fs'
import { createLogger } from 'shared/server/logger'
import { exposureWarning, localUrlFor, urlFor } from 'shared/server/exposure'
import { installGracefulShutdown } from 'shared/server/shutdown'
import { DataDirLockedError, DataFolderOwnerError, startLocalBackend, UnsafeJwtSecretError, type LocalBackend } from '../index.ts'
import { createStandaloneServer } from '../server/standalone.ts'
import { ensureComposerCredential } from './composer-credential.ts'

/**
 * The local backend as its own process (`npm run serve -w backend`; `npm start` and `npm run dev`
 * start it beside the composer): the API under /rest/v1 over the data folder's database, the release
 * guard and the retention purge. The composer only passes /rest/v1 on to it over HTTP, as nginx
 * passes it to PostgREST in production; the lead worker is `npm run worker`, reaching it through
 * the owner socket in the data folder.
 *
 * PORT (default 54321; 0: any free port) and HOST (default 127.0.0.1). LOCAL_BACKEND_SEED_MAP: a
 * remote map file (the shell build's remotes.json) whose remotes become live in an empty release
 * ledger. Every line is one JSON object on standard output; the `started` line carries the URL,
 * the anon key and the file holding the local composer's release credential, which is how
 * `npm start` learns them.
 */
const log = createLogger('local-backend')
const port = Number(process.env.PORT ?? 54321)
const host = process.env.HOST ?? '127.0.0.1'

/** The embedded backend's console-style lines as events of this log. */
const lines = {
  info: (message: unknown) => log.info({ event: 'local-backend' }, String(message)),
  warn: (message: unknown, ...rest: unknown[]) => log.warn(rest.length ? { event: 'local-backend', err: rest[0] } : { event: 'local-backend' }, String(message)),
  error: (message: unknown, ...rest: unknown[]) => log.error(rest.length ? { event: 'local-backend', err: rest[0] } : { event: 'local-backend' }, String(message)),
}

let backend: LocalBackend
try {
  backend = await startLocalBackend({ logger: lines })
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof DataFolderOwnerError || error instanceof UnsafeJwtSecretError) {
    log.error({ event: 'not-started' }, error.message)
    process.exit(1)
  }
  throw error
}
const running = backend

const seedFile = process.env.LOCAL_BACKEND_SEED_MAP?.trim()
if (seedFile) {
  let builds: Record<string, unknown> | null = null
  try {
    builds = JSON.parse(readFileSync(seedFile, 'utf8')) as Record<string, unknown>
  } catch {
    // No shell build yet: nothing to seed; the ledger keeps what it has.
  }
  const seeded = builds ? await running.releaseLedger.seed(builds) : []
  if (seeded.length) log.info({ event: 'ledger-seeded', remotes: seeded }, `Release ledger: the local builds of ${seeded.join(', ')} are live`)
}

const server = createStandaloneServer(running)
const stop = installGracefulShutdown(server, { logger: lines, onDrained: () => running.close() })
server.on('error', (error) => {
  log.error({ event: 'not-started', err: error }, `Cannot listen on ${urlFor(host, port)}: ${error.message}`)
  void running.close().then(() => process.exit(1))
})

server.listen(port, host, () => {
  void (async () => {
    const address = server.address()
    const actualPort = typeof address === 'object' && address ? address.port : port
    const url = localUrlFor(host, actualPort)
    const composerCredentialFile = await ensureComposerCredential(running, url)
    // Before the started line, which is the start's last: whoever waits for it has any warning too.
    const warning = exposureWarning(host, actualPort, 'the local Supabase-compatible API')
    if (warning) log.warn({ event: 'exposed', host, port: actualPort }, warning)
    log.info(
      { event: 'started', url, anonKey: running.anonKey, dataDir: running.dataDir, ownerSocket: running.ownerSocket, composerCredentialFile },
      `Local Supabase-compatible API listening on ${url}/rest/v1/ (anon key ${running.anonKey}; the service_role key is in ${running.dataDir}, where npm run leads and npm run worker read it and reach this API through ${running.ownerSocket ?? 'no socket'})`,
    )
  })().catch((error: unknown) => {
    log.error({ event: 'not-started', err: error }, `The local composer's release credential could not be issued: ${(error as Error).message}`)
    void stop('start failed').then(() => process.exit(1))
  })
})

const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void stop('SIGINT').then(exitAfter))
process.on('SIGTERM', () => void stop('SIGTERM').then(exitAfter))
// Started by npm start with an IPC channel: if that supervisor dies, stop too rather than hold the data folder.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(exitAfter))
