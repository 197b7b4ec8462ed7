import { chmodSync, unlinkSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'

/**
 * The owner's door: the running backend also listens on a Unix socket inside its data folder, and
 * the owner's tools (`npm run leads`, `npm run worker`) reach it only there. The folder is mode 700
 * (db/data-folder.ts), so only a process that can already read the folder, and with it the key
 * file, can connect: no address in the environment, no published port and no relay or redirect
 * stands between the tools and the server that holds the folder.
 */
export const ownerSocketName = '.local-backend.sock'

export function ownerSocketPath(dataDir: string): string {
  return join(dataDir, ownerSocketName)
}

/** The longest Unix socket path Linux takes (sun_path is 108 bytes with its terminating NUL). */
export const maxSocketPathBytes = 107

export interface OwnerSocket {
  readonly path: string
  /** Stops accepting; the requests already running finish through the backend's own drain. */
  close(): Promise<void>
}

/**
 * Listens on the folder's socket. Called while the process holds the folder's lock, so a socket
 * file already there is a dead holder's and is replaced. Null (with a warning) where no socket can
 * be made: on Windows, or a folder path too long for one.
 */
export async function listenOwnerSocket(
  dataDir: string,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  logger: Pick<Console, 'warn'>,
): Promise<OwnerSocket | null> {
  const path = ownerSocketPath(dataDir)
  if (process.platform === 'win32' || Buffer.byteLength(path) > maxSocketPathBytes) {
    logger.warn(
      `[local-backend] no owner socket at ${path} (${process.platform === 'win32' ? 'not on Windows' : `longer than ${maxSocketPathBytes} bytes`}): ` +
        'npm run leads and npm run worker cannot reach this server; stop it to use them on the folder directly.',
    )
    return null
  }
  try {
    unlinkSync(path)
  } catch {
    // No stale socket.
  }
  const server = createServer(handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  // The folder already keeps others out; the socket itself says the same.
  chmodSync(path, 0o600)
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          try {
            unlinkSync(path)
          } catch {
            // Already removed with the listener.
          }
          resolve()
        })
        server.closeIdleConnections()
        // A client that keeps its connection busy does not hold the backend's close up for long.
        setTimeout(() => server.closeAllConnections(), 5000).unref()
      }),
  }
}
