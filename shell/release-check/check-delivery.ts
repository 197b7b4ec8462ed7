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
 * Every file the site loads answers 200, with CORS for the site when the release lives on another
 * origin, and cache headers that let a switch take effect at once while hashed assets stay cached.
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
  }
  if (problems.length > 0) return fail(DELIVERY, grouped(problems))
  const corsNote = crossOrigin ? `with CORS for ${origin}` : 'from the site\'s own origin (no CORS needed)'
  return pass(DELIVERY, `${files.length} files answer 200 ${corsNote}; assets/* long-lived, the rest revalidated`)
}
