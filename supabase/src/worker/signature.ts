import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The webhook signature: `X-Elevate-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`. The timestamp is inside the signed text, so a receiver that rejects old
 * timestamps also rejects a captured request replayed later; the raw body (not a re-serialised
 * object) is signed, so the receiver must verify the bytes it received before parsing them.
 */
export const signatureHeaderName = 'X-Elevate-Signature'

/** How far a receiver accepts the signature's time from its own clock, in seconds. */
export const defaultToleranceSeconds = 300

function hmacHex(secret: string, t: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')
}

/** The header value for `body` signed at unix time `t` (seconds). */
export function signWebhook(secret: string, body: string | Uint8Array, t: number): string {
  if (!Number.isSafeInteger(t) || t < 0) throw new RangeError('t must be a whole number of unix seconds')
  return `t=${t},v1=${hmacHex(secret, t, body)}`
}

/**
 * True when `header` signs `body` with `secret` at a time within `toleranceS` of `now` (unix
 * seconds). Several `v1=` values are accepted (one per secret while a secret is being rotated);
 * each is compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string | Uint8Array,
  now: number = Math.floor(Date.now() / 1000),
  toleranceS: number = defaultToleranceSeconds,
): boolean {
  if (!header || !secret) return false
  let t: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?]
    if (key === 't' && /^\d{1,15}$/.test(value)) t = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  if (t === null || signatures.length === 0 || Math.abs(now - t) > toleranceS) return false
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex')
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))
}
