import { longLivedProblem, revalidationProblem } from './cache-policy'
import { fail, grouped, pass } from './check-result'
import type { CheckResult } from './check-result'
import { failure } from './http'
import type { ReleaseFile } from './release-files'

export const DELIVERY = 'delivery'

function corsProblem(headers: Headers, origin: string): string | undefined {
  const allowed = headers.get('access-control-allow-origin')
  const hint = `allow ${origin} (or *) with CORS: the site's pages load these files cross-origin`
  if (!allowed) return `no Access-Control-Allow-Origin header: ${hint}`
  if (allowed.trim() !== '*' && allowed.trim() !== origin) return `Access-Control-Allow-Origin is "${allowed}": ${hint}`
  return undefined
}

/**
 * Whether the host answers one file with different content depending on the encoding asked for: a
 * precompressed twin (`<file>.gz`, `<file>.br`) left from before the file was replaced in place.
 */
function staleTwinProblem(file: ReleaseFile): string | undefined {
  if (!file.fetched.answered || !file.encodings) return undefined
  const plain = file.encodings.find((e) => e.encoding === 'identity')?.fetched
  if (!plain?.answered || plain.status !== 200) return undefined
  const variants = [{ encoding: 'gzip', fetched: file.fetched }, ...file.encodings.filter((e) => e.encoding !== 'identity')]
  const differing = variants.filter(({ fetched }) => fetched.answered && fetched.status === 200 && fetched.body !== plain.body).map(({ encoding }) => encoding)
  if (differing.length === 0) return undefined
  const twins = differing.map((encoding) => `.${encoding === 'gzip' ? 'gz' : encoding}`).join(', ')
  return `a request that accepts ${differing.join(' or ')} gets other content than the file itself: a stale precompressed twin (its ${twins}) left from before the file was replaced? Delete the twin, or write it again from the file (browsers and the composition server both ask for compressed files)`
}

/**
 * Every file the site loads answers 200, with CORS for the site when the release lives on another
 * origin, cache headers that let a switch take effect at once while hashed assets stay cached, and
 * the same content whatever encoding is asked for.
 */
export function checkDelivery(files: readonly ReleaseFile[], folder: URL, origin: string): CheckResult {
  const crossOrigin = folder.origin !== origin
  const assets = new URL('assets/', folder).href
  const problems: { subject: string; message: string }[] = []
  for (const file of files) {
    const { fetched, path } = file
    const failed = failure(fetched)
    if (failed || !fetched.answered) {
      problems.push({ subject: path, message: `${failed ?? 'no answer'}: upload the whole dist/ folder of the build to ${folder.href}` })
      continue
    }
    const cors = crossOrigin && file.cors ? corsProblem(fetched.headers, origin) : undefined
    if (cors) problems.push({ subject: path, message: cors })
    const cacheControl = fetched.headers.get('cache-control')
    const cache = file.url.startsWith(assets) ? longLivedProblem(cacheControl) : revalidationProblem(cacheControl)
    if (cache) problems.push({ subject: path, message: cache })
    const twin = staleTwinProblem(file)
    if (twin) problems.push({ subject: path, message: twin })
  }
  if (problems.length > 0) return fail(DELIVERY, grouped(problems))
  const corsNote = crossOrigin ? `with CORS for ${origin}` : 'from the site\'s own origin (no CORS needed)'
  return pass(DELIVERY, `${files.length} files answer 200 ${corsNote}; assets/* long-lived, the rest revalidated`)
}
