import { Webhook } from 'standardwebhooks'

/**
 * Lead webhooks are signed in the Standard Webhooks format (https://www.standardwebhooks.com/),
 * so a receiver verifies them with off-the-shelf code (the `standardwebhooks` package and its
 * ports in other languages): `webhook-id` (the lead's audit id, the same on every attempt: the
 * receiver's idempotency key), `webhook-timestamp` (unix seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<raw body>")>`). The id and the time are inside
 * the signed text, so a captured request can neither be replayed later nor under another id.
 */
export const webhookSecretExample = 'whsec_$(openssl rand -base64 32)'

/** Why `secret` is not a usable Standard Webhooks secret (`whsec_` + base64 of 24-64 bytes), or null. */
export function webhookSecretProblem(secret: string): string | null {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : null
  const bytes = encoded !== null && /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ? Buffer.from(encoded, 'base64').length : 0
  if (bytes >= 24 && bytes <= 64) return null
  return (
    'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by the base64 of 24 to 64 random bytes ' +
    `(e.g. ${webhookSecretExample}). A receiver built for X-Elevate-Signature must move over first (docs/backend-operations.md, "Lead webhooks")`
  )
}

export type SignedHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>

/** Signs with one secret (checked by webhookSecretProblem first). */
export function webhookSigner(secret: string): (id: string, body: string, at?: Date) => SignedHeaders {
  const webhook = new Webhook(secret)
  return (id, body, at = new Date()) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': webhook.sign(id, at, body),
  })
}
