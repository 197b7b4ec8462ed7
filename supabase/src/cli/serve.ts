import { DataDirLockedError, DataFolderOwnerError, exposureWarning, installGracefulShutdown, startLocalBackend, UnsafeJwtSecretError, urlFor } from '../index.ts'
import { createStandaloneServer } from '../server/standalone.ts'

/**
 * Standalone local backend: `npm run serve -w backend`. The site's composition server mounts
 * the same handler on its own origin instead; this is for working on the backend alone.
 */
const port = Number(process.env.PORT ?? 54321)
const host = process.env.HOST ?? '127.0.0.1'

let backend
try {
  backend = await startLocalBackend()
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof DataFolderOwnerError || error instanceof UnsafeJwtSecretError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const running = backend

const server = createStandaloneServer(running)
const stop = installGracefulShutdown(server, { onDrained: () => running.close() })

server.listen(port, host, () => {
  const url = urlFor(host, port)
  console.info(`Local Supabase-compatible API listening on ${url}/rest/v1/`)
  console.info(`  backend.url      ${url}`)
  console.info(`  anon key         ${running.anonKey}`)
  console.info(`  service_role key (in ${running.dataDir}; npm run leads reads it there and reaches this server through ${running.ownerSocket ?? 'no socket'})`)
  const warning = exposureWarning(host, port, 'the local Supabase-compatible API')
  if (warning) console.warn(warning)
})

const exitAfter = (closed: boolean) => process.exit(closed ? 0 : 1)
process.on('SIGINT', () => void stop('SIGINT').then(exitAfter))
process.on('SIGTERM', () => void stop('SIGTERM').then(exitAfter))
