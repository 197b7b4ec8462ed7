import { Webhook } from 'standardwebhooks'

/**
 * Checks a delivery as a Standard Webhooks receiver does, with the `standardwebhooks` package
 * (not the server's own code, so a mistake shared by signer and verifier cannot pass): the
 * signature over webhook-id, webhook-timestamp and the exact bytes received, and the time within
 * the package's tolerance. Returns why it is refused, or null when valid.
 */
export function signatureProblem(secret: string, headers: Record<string, string | undefined>, rawBody: string): string | null {
  try {
    new Webhook(secret).verify(rawBody, headers as Record<string, string>)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
