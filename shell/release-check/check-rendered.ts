import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { fail, listed, pass } from './check-result'
import type { CheckResult } from './check-result'
import { fragmentProblems } from './fragment-structure'
import { failure } from './http'
import type { ReleaseFile } from './release-files'

export const RENDERED_PAGES = 'rendered-pages'

/** The problem of one page's body, or undefined when it is a well-formed section root. */
function pageProblem(path: string, manifest: ReleaseManifest, folder: URL, files: ReadonlyMap<string, ReleaseFile>): { text: string; markup: boolean } | undefined {
  const body = manifest.bodies[path]
  if (body === undefined) return { text: `${path} has no rendered body in release.json's bodies: rebuild the remote`, markup: false }
  const fetched = files.get(new URL(body, folder).href)?.fetched
  if (!fetched) return { text: `${path}: ${body} was not fetched`, markup: false }
  const failed = failure(fetched)
  if (failed || !fetched.answered) return { text: `${path}: ${body} ${failed ?? 'gave no answer'}`, markup: false }
  const [first, ...more] = fragmentProblems(fetched.body)
  if (first === undefined) return undefined
  return { text: `${path} (${body}): ${first}${more.length > 0 ? ` (+${more.length} more)` : ''}`, markup: true }
}

/**
 * Every page has a rendered body the composition can serve and the browser can hydrate: one
 * element carrying data-section-root, parsed by the browser exactly as written.
 */
export function checkRendered(manifest: ReleaseManifest, folder: URL, files: readonly ReleaseFile[]): CheckResult {
  const byUrl = new Map(files.map((file) => [file.url, file]))
  const pages = manifest.routes.pages.map((page) => page.path)
  const problems = pages.map((path) => pageProblem(path, manifest, folder, byUrl)).filter((problem) => problem !== undefined)
  if (problems.length === 0) return pass(RENDERED_PAGES, `${pages.length} pages, each body one well-formed section root`)
  const hint = problems.some((problem) => problem.markup) ? '. The browser would not build the tree React hydrates from these bodies: fix what the section renders and rebuild' : ''
  return fail(RENDERED_PAGES, `${listed(problems.map((problem) => problem.text), 3, '; ')}${hint}`)
}
