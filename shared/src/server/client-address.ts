import type { IncomingHttpHeaders } from 'node:http'
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Which address a request comes from, for rate limits: the same rules in the local backend and
 * in the composition server's token bucket.
 *
 * Behind proxies the address comes from a header such as X-Forwarded-For. Proxies APPEND to
 * it (nginx `$proxy_add_x_forwarded_for`, Cloudflare, load balancers), so everything left of the
 * entry the nearest trusted proxy wrote is text the client sent. The client is therefore the
 * right-most hop that is not a trusted proxy, counting the socket peer as the first hop. The trust
 * walk is Express's own (`proxy-addr`), the address parsing `ipaddr.js`; what is left here is this
 * project's policy: which header, a hop that is not an address is no client at all (never skipped
 * over to what the client wrote), one text per address, the IPv6 /64 bucket and the shared
 * bucket for requests without an address.
 */

/** The bucket every request without a usable address shares (also the SQL side's key). */
export const unknownClientKey = 'unknown'

/** Either "the nearest N hops are proxies" or "these addresses are proxies" (as configured). */
export type TrustedProxies = { hops: number } | { ranges: readonly string[] }

export interface ClientAddressPolicy {
  /** Lower-cased name of the header a trusted proxy writes the client address into; null: socket only. */
  readonly header: string | null
  readonly trusted: TrustedProxies
  /** proxy-addr's trust function for `trusted`. */
  readonly trust: (address: string, hop: number) => boolean
}

export interface ClientAddressOptions {
  /** e.g. 'x-forwarded-for', 'x-real-ip' or 'forwarded'; null or empty: the socket address is the client. */
  header?: string | null
  /** A hop count ("1") or a comma list of addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`. */
  trustedProxies?: string | number | null
  logger?: Pick<Console, 'info' | 'warn'>
}

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])
const maxAddressLength = 100
/** Stands in for a hop that is not an address: no trust function accepts it. */
const notAnAddress = '_'

/** An IP address (no brackets) in the loopback range, IPv4-mapped IPv6 included: `::ffff:127.0.0.1` is this machine, `::ffff:10.0.0.1` is not. */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback'
}

/**
 * One address as proxies write it, in one canonical text, or null when it is not an address.
 * Accepts `[v6]:port`, `v4:port`, a zone id (dropped); IPv4 only in four-part decimal;
 * IPv4-mapped IPv6 becomes IPv4, so a dual-stack socket and an IPv4 proxy name the same client
 * the same way.
 */
export function normalizeAddress(value: string): string | null {
  let text = value.trim()
  if (text === '' || text.length > maxAddressLength) return null
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString()
  const zone = text.indexOf('%')
  if (zone !== -1) text = text.slice(0, zone)
  if (!ipaddr.IPv6.isValid(text)) return null
  const address = ipaddr.IPv6.parse(text)
  return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : address.toRFC5952String()
}

/**
 * The rate-limit bucket of an address: IPv4 as is, IPv6 by its /64 (one subscriber line or
 * host usually gets a whole /64, so per-address buckets would give one client 2^64 of them),
 * and one shared `unknown` bucket for requests without a usable address.
 */
export function rateLimitKey(address: string | null): string {
  const canonical = address === null ? null : normalizeAddress(address)
  if (canonical === null) return unknownClientKey
  if (!canonical.includes(':')) return canonical
  const groups = ipaddr.IPv6.parse(canonical).parts
  return `${new ipaddr.IPv6([...groups.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`
}

/** Parses LOCAL_BACKEND_TRUSTED_PROXIES; throws on anything it cannot read, so a typo cannot widen trust. */
export function parseTrustedProxies(spec: string | number): TrustedProxies {
  const text = String(spec).trim()
  if (/^\d{1,3}$/.test(text)) return { hops: Number(text) }
  const ranges = text.split(',').map((raw) => raw.trim().toLowerCase())
  for (const item of ranges) {
    if (namedRanges.has(item)) continue
    const [address = '', prefix, extra] = item.split('/')
    // Ports, brackets and zone ids belong in headers, not in a list of proxies; IPv4 in four parts only.
    const plain = !/[[\]%]/.test(address) && !/^\d{1,3}(\.\d{1,3}){3}:/.test(address) && normalizeAddress(address) !== null
    if (!plain || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) throw invalidProxies(item)
  }
  try {
    proxyaddr.compile(ranges)
  } catch {
    throw invalidProxies(ranges.join(', '))
  }
  return { ranges }
}

function invalidProxies(item: string): Error {
  return new Error(`LOCAL_BACKEND_TRUSTED_PROXIES: "${item}" is not a hop count, an address, a CIDR range, loopback, linklocal or uniquelocal`)
}

function trustFor(trusted: TrustedProxies): ClientAddressPolicy['trust'] {
  if ('hops' in trusted) return (address, hop) => address !== notAnAddress && hop < trusted.hops
  return proxyaddr.compile([...trusted.ranges])
}

const logged = new Set<string>()
function logOnce(logger: Pick<Console, 'info'>, line: string): void {
  if (logged.has(line)) return
  logged.add(line)
  logger.info(line)
}

export function createClientAddressPolicy({ header, trustedProxies, logger = console }: ClientAddressOptions): ClientAddressPolicy {
  const name = header?.trim().toLowerCase() || null
  const spec = typeof trustedProxies === 'string' ? trustedProxies.trim() : trustedProxies
  const configured = spec !== undefined && spec !== null && spec !== ''
  if (name && !configured) {
    logOnce(
      logger,
      `[client-address] ${name} is trusted but LOCAL_BACKEND_TRUSTED_PROXIES is not set: assuming exactly one proxy ` +
        `(the socket peer), so the client is the right-most ${name} entry. Set a hop count or the proxies' addresses to be explicit.`,
    )
  }
  if (!name && configured) {
    logOnce(logger, '[client-address] LOCAL_BACKEND_TRUSTED_PROXIES is set but no LOCAL_BACKEND_TRUST_PROXY_HEADER: the socket address is the client.')
  }
  const trusted = configured ? parseTrustedProxies(spec) : { hops: 1 }
  return { header: name, trusted, trust: trustFor(trusted) }
}

export function clientAddressPolicyFromEnv(env: NodeJS.ProcessEnv = process.env, logger?: Pick<Console, 'info' | 'warn'>): ClientAddressPolicy {
  return createClientAddressPolicy({ header: env.LOCAL_BACKEND_TRUST_PROXY_HEADER, trustedProxies: env.LOCAL_BACKEND_TRUSTED_PROXIES, logger })
}

/** The hops a header lists, nearest last, as the proxies wrote them (unparsed). */
function headerHops(header: string, value: string): string[] {
  const elements = value.split(',')
  if (header !== 'forwarded') return elements
  // RFC 7239: `for=198.51.100.17;proto=https, for="[2001:db8::1]:4711"`. An element without
  // for= is no address (empty), never skipped over.
  return elements.map((element) => {
    for (const pair of element.split(';')) {
      const [key, ...rest] = pair.split('=')
      if (key?.trim().toLowerCase() === 'for') return rest.join('=').trim().replace(/^"(.*)"$/, '$1')
    }
    return ''
  })
}

/**
 * The client's address (canonical text), or null when it cannot be known: no socket address,
 * or the hop where the client should be is not an address. Null must never be skipped over to
 * the entry further left, which the client wrote itself.
 */
export function clientAddressOf(req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } }, policy: ClientAddressPolicy): string | null {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '')
  if (peer === null || policy.header === null) return peer
  const raw = req.headers[policy.header]
  const value = Array.isArray(raw) ? raw.join(',') : raw
  // Each hop in its canonical text (no commas, no spaces), so proxy-addr reads exactly these hops
  // whichever header carried them; a hop that is no address stays in place as one no one trusts.
  const hops = value === undefined ? [] : headerHops(policy.header, value).map((hop) => normalizeAddress(hop) ?? notAnAddress)
  const chain = proxyaddr.all({ headers: { 'x-forwarded-for': hops.join(',') }, socket: { remoteAddress: peer } } as never, policy.trust)
  const client = chain[chain.length - 1]!
  return client === notAnAddress ? null : client
}
