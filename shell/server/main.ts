import { exposureWarning, installGracefulShutdown, startLocalBackend } from 'supabase'
import { createCompositionServer } from './compose'

/**
 * `npm start`: the composed site and its embedded backend on one origin.
 * PORT and HOST override 127.0.0.1:4173; LOCAL_BACKEND_* variables configure the backend.
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

let api
try {
  api = await startLocalBackend({})
} catch (error) {
  // A held data folder or an unsafe secret: the message says what to do; no stack needed.
  if (error instanceof Error && (error.name === 'DataDirLockedError' || error.name === 'UnsafeJwtSecretError')) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
const backend = api
const server = createCompositionServer({ api: backend })
const stop = installGracefulShutdown(server, { onDrained: () => backend.close() })
server.listen(port, host, () => {
  backend.announce(`http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`)
  console.log(`Composed site on http://${host}:${port}  (local backend API at /rest/v1)`)
  const warning = exposureWarning(host, port, 'the whole site')
  if (warning) console.warn(warning)
})

process.on('SIGINT', () => void stop('SIGINT').then(() => process.exit(0)))
// Started by scripts/start.mjs with an IPC channel: if that supervisor dies, stop too rather than
// hold the port and the data folder as an orphan.
if (process.connected) process.on('disconnect', () => void stop('supervisor exited').then(() => process.exit(0)))
process.on('SIGTERM', () => void stop('SIGTERM').then(() => process.exit(0)))
