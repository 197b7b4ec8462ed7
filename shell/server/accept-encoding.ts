import Negotiator from 'negotiator'

/** The codings this server has a body in besides the body as it is: brotli is smaller than gzip. */
export type ContentCoding = 'br' | 'gzip'
const ranked = ['br', 'gzip', 'identity']

/**
 * The codings an Accept-Encoding header accepts, best first, down to the body as it is
 * (`identity`): its q-values rank them, a coding with `q=0` (named or through `*`) is refused, and
 * a tie goes to brotli, then gzip. Parsed by negotiator, the parser Express uses. Empty when the
 * body is to go out as it is, also when `identity` is refused too: a 406 would only leave the
 * visitor without the page.
 */
export function acceptedCodings(acceptEncoding: string | string[] | undefined): ContentCoding[] {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding
  // Lower case first: negotiator 1.0 reads only a lower-case `q`, so `br;Q=0` would count as br at
  // q=1, while parameter names (RFC 9110) and codings are case-insensitive. Nothing else in the
  // header is case-sensitive.
  const accepted = new Negotiator({ headers: { 'accept-encoding': header?.toLowerCase() } }).encodings(ranked, { preferred: ranked })
  const identity = accepted.indexOf('identity')
  return (identity === -1 ? accepted : accepted.slice(0, identity)) as ContentCoding[]
}
