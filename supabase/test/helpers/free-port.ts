import { createServer } from 'node:net'

/**
 * Ports handed out come from below Linux's ephemeral range (32768-60999 by default): a port the OS
 * picked from that range is free when checked, but until the test's server binds it, any outgoing
 * connection of the machine may take it as its local port (PostgREST once failed to start with
 * "Address in use" that way, seconds after its port was picked).
 */
const LOW = 20_000
const HIGH = 32_767

export function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A TCP port on 127.0.0.1 that was free a moment ago and that no outgoing connection will take. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1))
    if (await listenable(port)) return port
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 50 tries`)
}
