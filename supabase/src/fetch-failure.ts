/**
 * What an owner's tool says when a request got no answer at all (fetch threw): the cause, from the
 * error's `cause.code` (undici puts the socket's or TLS layer's error there, and fetch's own
 * message is only "fetch failed"), and what fixes it. Shared by `npm run leads` and
 * `npm run release`, so both say the same thing for the same failure.
 */

/** Certificates no CA this Node trusts vouches for: a private CA's, or a self-signed one. */
const untrusted = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
])
const outOfDate = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID'])
const wrongName = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'ERR_TLS_CERT_ALTNAME_FORMAT', 'HOSTNAME_MISMATCH'])
const timeouts = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ABORT_ERR'])

/** The first `code` along the error's cause chain (and an AggregateError's errors, as a refused dual-stack connect gives). */
export function failureCode(error: unknown): string | null {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const { code, name, cause, errors } = current as { code?: unknown; name?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && code !== 'ERR_INVALID_ARG_TYPE') return code
    if (name === 'TimeoutError') return 'ETIMEDOUT'
    queue.push(cause, ...(Array.isArray(errors) ? errors : []))
  }
  return null
}

/** One sentence: `address` could not be reached, why, and what to do about it. */
export function describeFetchFailure(error: unknown, address: string): string {
  const code = failureCode(error)
  if (code && untrusted.has(code)) {
    return (
      `${address}: its TLS certificate is not trusted (${code}). If a private CA issued it, give Node that CA's certificate: ` +
      'NODE_EXTRA_CA_CERTS=/path/ca.pem before the command; otherwise the server needs a certificate from a public CA.'
    )
  }
  if (code && outOfDate.has(code)) return `${address}: its TLS certificate is out of date (${code}): renew it on the server, or check this machine's clock.`
  if (code && wrongName.has(code)) return `${address}: its TLS certificate is not issued for that host name (${code}): use the name the certificate names, or issue one for this name.`
  if (code === 'ECONNREFUSED') return `${address}: the connection was refused (ECONNREFUSED): nothing listens there; check the address and port, and that the server runs.`
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${address}: its host name does not resolve (${code}): check the address, and this machine's DNS.`
  if (code && timeouts.has(code)) return `${address}: no answer in time (${code}): check that the server runs and that no firewall drops the connection.`
  const message = error instanceof Error ? error.message : String(error)
  return code ? `${address}: no answer (${code}: ${message}).` : `${address}: ${message}`
}
