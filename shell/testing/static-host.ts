import { readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'

export interface FolderServer {
  url: string
  /** Paths asked for, in order. */
  requests: string[]
  close: () => Promise<void>
}

/**
 * A folder served as a static host serves a site: `/x` and `/x/` answer `x/index.html`, anything
 * missing answers `404.html` (when there is one) with status 404.
 */
export async function serveFolder(root: string): Promise<FolderServer> {
  const requests: string[] = []
  const fileFor = (path: string): string | null => {
    const file = join(root, normalize(path))
    const stats = statSync(file, { throwIfNoEntry: false })
    if (stats?.isFile()) return file
    if (stats?.isDirectory() && statSync(join(file, 'index.html'), { throwIfNoEntry: false })?.isFile()) return join(file, 'index.html')
    return null
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    requests.push(path)
    const file = fileFor(path)
    if (file) {
      response.writeHead(200).end(readFileSync(file))
      return
    }
    const notFound = fileFor('/404.html')
    response.writeHead(404).end(notFound ? readFileSync(notFound) : 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A URL on which nothing listens: a server's port, closed again. */
export async function deadUrl(): Promise<string> {
  const server = await serveFolder('/nonexistent')
  await server.close()
  return server.url
}
