import { startLocalBackend } from 'supabase'
import { createCompositionServer } from './compose'

/**
 * `npm start`: the composed site and its embedded backend on one origin.
 * PORT and HOST override 127.0.0.1:4173; LOCAL_BACKEND_* variables configure the backend.
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

const api = await startLocalBackend({})
const server = createCompositionServer({ api })
server.listen(port, host, () => {
  console.log(`Composed site on http://${host}:${port}  (local backend API at /rest/v1)`)
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing in-flight requests…`)
  server.close()
  server.closeIdleConnections()
  await api.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
