import { DataDirLockedError, startLocalBackend } from '../index.ts'
import { createStandaloneServer } from '../server/standalone.ts'

/**
 * Standalone local backend: `npm run serve -w supabase`. The site's composition server mounts
 * the same handler on its own origin instead; this is for working on the backend alone.
 */
const port = Number(process.env.PORT ?? 54321)
const host = process.env.HOST ?? '127.0.0.1'

let backend
try {
  backend = await startLocalBackend()
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const running = backend

const server = createStandaloneServer(running)

server.listen(port, host, () => {
  const url = `http://${host}:${port}`
  console.info(`Local Supabase-compatible API listening on ${url}/rest/v1/`)
  console.info(`  backend.url      ${url}`)
  console.info(`  anon key         ${running.anonKey}`)
  console.info(`  service_role key ${running.serviceRoleKey}`)
  console.info('  (service_role bypasses row-level security: keep it out of the browser)')
})

let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.info(`\n${signal}: finishing in-flight requests...`)
  server.close()
  server.closeIdleConnections()
  await running.close()
  server.closeAllConnections()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
