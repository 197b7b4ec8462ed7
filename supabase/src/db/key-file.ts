import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Each data folder has its own master secret: 48 random bytes, generated on first start and kept in
 * the folder, readable by its owner only. The API keys and the owner proof are derived from it
 * (server/keys.ts), so whoever can read the folder can operate it and nobody else can mint a key.
 * Inside the folder rather than beside it, so every path that reaches the folder (a symlink, a bind
 * mount) finds the same secret.
 */
export const keyFileName = '.local-backend-secret'

export function keyFilePath(dataDir: string): string {
  return join(dataDir, keyFileName)
}

const minimumSecretBytes = 32

function decode(text: string, path: string): Buffer {
  const secret = Buffer.from(text.trim(), 'base64url')
  if (secret.length < minimumSecretBytes) {
    throw new Error(`The key file ${path} is damaged (fewer than ${minimumSecretBytes} bytes). Restore it, or delete it to issue new keys.`)
  }
  return secret
}

/**
 * Reads the folder's master secret, creating it on first start. Creation is exclusive (O_EXCL), so
 * two first starts racing cannot end up with different secrets. A key file other users can read is
 * narrowed to its owner, with a warning.
 */
export function loadOrCreateMasterSecret(dataDir: string, logger: Pick<Console, 'warn'> = console): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = keyFilePath(dataDir)
  try {
    const fd = openSync(path, 'wx', 0o600)
    const secret = randomBytes(48)
    try {
      writeSync(fd, `${secret.toString('base64url')}\n`)
    } finally {
      closeSync(fd)
    }
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const mode = statSync(path).mode & 0o777
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    chmodSync(path, 0o600)
    logger.warn(`[local-backend] ${path} was readable by other users (mode ${mode.toString(8)}); narrowed to 600.`)
  }
  return decode(readFileSync(path, 'utf8'), path)
}

/** The master secret of an existing folder, or null when the folder has never been started. */
export function readMasterSecret(dataDir: string): Buffer | null {
  const path = keyFilePath(dataDir)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return decode(text, path)
}
