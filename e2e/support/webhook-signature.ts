import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a signature's time may be from the receiver's clock (the documented receiver rule). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * Checks `X-Elevate-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` as a
 * receiver must: recompute over the exact bytes received, compare in constant time, refuse a time
 * too far from now. Written from the documented rule, not with the server's own helper, so a
 * mistake shared by signer and verifier cannot pass. Returns why it is refused, or null when valid.
 */
export function signatureProblem(secret: string, header: string | undefined, rawBody: string, nowSeconds = Date.now() / 1000): string | null {
  if (!header) return 'no X-Elevate-Signature header'
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const t = parts.get('t') ?? ''
  const v1 = parts.get('v1') ?? ''
  if (!/^\d+$/.test(t)) return `no unix time in ${header}`
  if (!/^[0-9a-f]{64}$/.test(v1)) return `no hex HMAC-SHA256 in ${header}`
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return `signed at ${t}, too far from ${Math.round(nowSeconds)}`
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? null : 'signature does not match the body'
}
