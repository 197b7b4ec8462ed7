import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'

/**
 * Child-process entry (forked by static-site.ts): serves one folder with sirv on 127.0.0.1 and a
 * free port, and reports the port over IPC. A process of its own, like the composition server, so
 * that neither baseline shares an event loop with the load generator in the bench process.
 */
const dir = process.argv[2]
const send = process.send?.bind(process)
if (!dir || !send) throw new Error('sirv-server.ts is forked by static-site.ts with the folder to serve')

// Production mode (file list read once, no per-request stat) with ETags and the precompressed twins.
const serve = sirv(dir, { dev: false, etag: true, brotli: true, gzip: true })
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
  }),
)
server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }))

// The parent closing the channel (its end, or its crash) ends this server: no orphan keeps the port.
process.on('disconnect', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
