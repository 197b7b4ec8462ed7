import { isIP } from 'node:net'
import { isLoopbackAddress } from './client-address'

/**
 * True for addresses only this machine can reach: localhost, 127.0.0.0/8 and ::1, however an IP
 * is spelled: bracketed, IPv4-mapped IPv6 (`::ffff:127.0.0.1`, or `::ffff:7f00:1` as a URL
 * normalizes it), or written out in full. Only the loopback range counts, so a mapped address of
 * any other machine (`::ffff:10.0.0.1`) is not loopback.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  return isIP(bare) !== 0 && isLoopbackAddress(bare)
}

/** Binding to every interface: 0.0.0.0, ::, or no host at all. */
function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === ''
}

/** `host:port` as a URL spells it: an IPv6 address in brackets (`[::1]:4173`). */
export function hostPort(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`
}

/** The URL of a server listening on `host`, as HOST spells it. */
export function urlFor(host: string, port: number): string {
  return `http://${hostPort(host, port)}`
}

/** An address this machine's own tools can reach a server on: loopback when it is bound everywhere. */
export function localUrlFor(host: string, port: number): string {
  return urlFor(isWildcardHost(host) ? '127.0.0.1' : host, port)
}

/**
 * What a non-loopback bind exposes, said loudly at start: the site and the API, including the
 * anon-key surface (analytics writes, audit submissions) and the service-key surface (every lead)
 * for anyone who holds that key. Null on loopback.
 */
export function exposureWarning(host: string, port: number, what: string): string | null {
  if (isLoopbackHost(host)) return null
  const everywhere = isWildcardHost(host)
  return [
    `WARNING: listening on ${everywhere ? `every network interface, port ${port}` : hostPort(host, port)}, not only on this machine.`,
    `  Exposed to the network: ${what}, including the lead API at /rest/v1 (visitors' audit submissions and`,
    '  analytics writes with the public anon key; every stored lead to anyone holding the service key).',
    '  The keys come from this data folder\'s own secret; keep its .local-backend-secret private.',
    '  Put a TLS proxy in front (see docs/security.md), or bind HOST=127.0.0.1 for local use.',
  ].join('\n')
}
