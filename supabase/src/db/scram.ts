import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * PostgreSQL's stored form of a SCRAM-SHA-256 password (RFC 5802/7677, as `ALTER ROLE … PASSWORD`
 * stores it): `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`. PostgreSQL takes such a
 * verifier as it is, so the plain password never reaches the server, a log or a command line; and
 * comparing one with a password tells whether setting it again would change anything.
 * Passwords are printable ASCII here, which SASLprep leaves as they are.
 */
const iterations = 4096

function keys(password: string, salt: Buffer, rounds: number): { storedKey: Buffer; serverKey: Buffer } {
  const salted = pbkdf2Sync(password, salt, rounds, 32, 'sha256')
  const clientKey = createHmac('sha256', salted).update('Client Key').digest()
  return { storedKey: createHash('sha256').update(clientKey).digest(), serverKey: createHmac('sha256', salted).update('Server Key').digest() }
}

export function scramVerifier(password: string, salt: Buffer = randomBytes(16)): string {
  const { storedKey, serverKey } = keys(password, salt, iterations)
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`
}

/** Whether `stored` (pg_authid.rolpassword: SCRAM, md5 or null) accepts `password` for `role`. */
export function verifierMatches(stored: string | null, password: string, role: string): boolean {
  if (!stored) return false
  const scram = /^SCRAM-SHA-256\$(\d+):([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+):([A-Za-z0-9+/=]+)$/.exec(stored)
  if (scram) {
    const { storedKey, serverKey } = keys(password, Buffer.from(scram[2]!, 'base64'), Number(scram[1]))
    const expected = Buffer.concat([storedKey, serverKey])
    const actual = Buffer.concat([Buffer.from(scram[3]!, 'base64'), Buffer.from(scram[4]!, 'base64')])
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }
  if (stored.startsWith('md5')) return stored === `md5${createHash('md5').update(password + role).digest('hex')}`
  return false
}
