import type { IncomingHttpHeaders } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * Which address a request comes from, for rate limits: the same rules in the local backend and
 * in the composition server's token bucket.
 *
 * Behind proxies the address comes from a header such as X-Forwarded-For. Proxies APPEND to
 * it (nginx `$proxy_add_x_forwarded_for`, Cloudflare, load balancers), so everything left of the
 * entry the nearest trusted proxy wrote is text the client sent. The client is therefore the
 * right-most hop that is not a trusted proxy, counting the socket peer as the first hop; this is
 * what Express `trust proxy` (proxy-addr) and nginx `real_ip` with `set_real_ip_from` do.
 */

/** The bucket every request without a usable address shares (also the SQL side's key). */
export const unknownClientKey = 'unknown'

interface AddressRange {
  family: 4 | 6
  bytes: number[]
  prefix: number
}

/** Either "the nearest N hops are proxies" or "these addresses are proxies". */
export type TrustedProxies = { hops: number } | { ranges: readonly AddressRange[] }

export interface ClientAddressPolicy {
  /** Lower-cased name of the header a trusted proxy writes the client address into; null: socket only. */
  readonly header: string | null
  readonly trusted: TrustedProxies
}

export interface ClientAddressOptions {
  /** e.g. 'x-forwarded-for', 'x-real-ip' or 'forwarded'; null or empty: the socket address is the client. */
  header?: string | null
  /** A hop count ("1") or a comma list of addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`. */
  trustedProxies?: string | number | null
  logger?: Pick<Console, 'info' | 'warn'>
}

const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

const maxAddressLength = 100

/** The eight 16-bit groups of a valid IPv6 address (zone already removed). */
function ipv6Groups(address: string): number[] {
  let text = address
  const tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  if (text.includes('.', lastColon)) {
    const [a, b, c, d] = text.slice(lastColon + 1).split('.').map(Number) as [number, number, number, number]
    tail.push((a << 8) | b, (c << 8) | d)
    text = `${text.slice(0, lastColon + 1)}0:0`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  let groups: number[]
  if (rest === undefined) groups = parse(head)
  else {
    const left = parse(head)
    const right = parse(rest)
    groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  }
  if (tail.length) groups.splice(6, 2, ...tail)
  return groups
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let bestStart = -1
  let bestLength = 1
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) {
      bestStart = i
      bestLength = j - i
    }
    i = j
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/**
 * One address as proxies write it, in one canonical text, or null when it is not an address.
 * Accepts `[v6]:port`, `v4:port`, a zone id (dropped); IPv4-mapped IPv6 becomes IPv4, so a
 * dual-stack socket and an IPv4 proxy name the same client the same way.
 */
export function normalizeAddress(value: string): string | null {
  let text = value.trim()
  if (text === '' || text.length > maxAddressLength) return null
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  if (isIPv4(text)) return text
  const zone = text.indexOf('%')
  if (zone !== -1) text = text.slice(0, zone)
  if (!isIPv6(text)) return null
  const groups = ipv6Groups(text)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!]
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  }
  return formatIpv6(groups)
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
  const groups = ipv6Groups(canonical)
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`
}

function toBytes(canonical: string): { family: 4 | 6; bytes: number[] } {
  if (!canonical.includes(':')) return { family: 4, bytes: canonical.split('.').map(Number) }
  return { family: 6, bytes: ipv6Groups(canonical).flatMap((group) => [group >> 8, group & 255]) }
}

function parseRange(item: string): AddressRange {
  const invalid = () =>
    new Error(
      `LOCAL_BACKEND_TRUSTED_PROXIES: "${item}" is not a hop count, an address, a CIDR range, loopback, linklocal or uniquelocal`,
    )
  const [addressText, prefixText, extra] = item.split('/')
  if (extra !== undefined || addressText === undefined) throw invalid()
  const canonical = normalizeAddress(addressText)
  // Ports, brackets and zone ids belong in headers, not in a list of proxies.
  if (canonical === null || /[[\]%]/.test(addressText) || /^\d{1,3}(\.\d{1,3}){3}:/.test(addressText)) throw invalid()
  const { family, bytes } = toBytes(canonical)
  const mappedFrom6 = family === 4 && addressText.includes(':')
  let prefix = family === 4 ? 32 : 128
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) throw invalid()
    prefix = Number(prefixText) - (mappedFrom6 ? 96 : 0)
    if (prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw invalid()
  }
  return { family, bytes, prefix }
}

/** Parses LOCAL_BACKEND_TRUSTED_PROXIES; throws on anything it cannot read, so a typo cannot widen trust. */
export function parseTrustedProxies(spec: string | number): TrustedProxies {
  const text = String(spec).trim()
  if (/^\d{1,3}$/.test(text)) return { hops: Number(text) }
  const ranges: AddressRange[] = []
  for (const raw of text.split(',')) {
    const item = raw.trim().toLowerCase()
    const named = namedRanges[item]
    if (named) ranges.push(...named.map(parseRange))
    else ranges.push(parseRange(item))
  }
  return { ranges }
}

function inRange(range: AddressRange, address: { family: 4 | 6; bytes: number[] }): boolean {
  if (range.family !== address.family) return false
  let bits = range.prefix
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff
    if (((range.bytes[i] ?? 0) & mask) !== ((address.bytes[i] ?? 0) & mask)) return false
  }
  return true
}

function isTrusted(trusted: TrustedProxies, address: string, hop: number): boolean {
  if ('hops' in trusted) return hop < trusted.hops
  const parsed = toBytes(address)
  return trusted.ranges.some((range) => inRange(range, parsed))
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
  return { header: name, trusted: configured ? parseTrustedProxies(spec) : { hops: 1 } }
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
  let current = normalizeAddress(req.socket.remoteAddress ?? '')
  if (current === null || policy.header === null) return current
  const raw = req.headers[policy.header]
  const value = Array.isArray(raw) ? raw.join(',') : raw
  const hops = value === undefined ? [] : headerHops(policy.header, value)
  for (let hop = 0; isTrusted(policy.trusted, current, hop); hop++) {
    const next = hops[hops.length - 1 - hop]
    // Every hop trusted: the left-most one is as close to the client as anyone can tell.
    if (next === undefined) return current
    current = normalizeAddress(next)
    if (current === null) return null
  }
  return current
}
