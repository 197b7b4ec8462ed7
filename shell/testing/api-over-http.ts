import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An API in this test's process (the local backend's handler), served over HTTP as its own process serves it. */
export interface ServedApi {
  url: string
  close(): Promise<void>
}

/**
 * Serves `handle` on a free loopback port: the composer under test reaches it over HTTP only, as it
 * reaches the local backend that `npm start` runs beside it.
 */
export async function serveApi(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<ServedApi> {
  const server: Server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
