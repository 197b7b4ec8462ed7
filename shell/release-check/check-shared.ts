import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { fail, listed, pass } from './check-result'
import type { CheckResult } from './check-result'
import type { Fetched } from './http'
import { jsonOf } from './http'
import { readProvides } from './read-inputs'
import { requirementProblems } from 'shared/helpers/release-rules'

export const SHARED_VERSIONS = 'shared-versions'

/**
 * Each shared singleton the release requires is one the deployed shell provides in a satisfying
 * version. The federation runtime would otherwise load the remote against a shell version it was
 * not built for, or fall back to a second copy of React or the UI with its own context.
 */
export function checkShared(manifest: ReleaseManifest, providesFile: Fetched): CheckResult {
  if (providesFile.answered && providesFile.status === 404) {
    return fail(SHARED_VERSIONS, `${providesFile.url} answered HTTP 404: the deployed shell does not publish the versions it provides yet; deploy a shell build that writes provides.json, then run again`)
  }
  const json = jsonOf(providesFile)
  const read = 'value' in json ? readProvides(json.value) : json
  if ('error' in read) return fail(SHARED_VERSIONS, `${providesFile.url} ${read.error}: check the shell deployment`)

  const provided = read.provides.shared
  const problems = requirementProblems(manifest.remote, manifest.requires, provided)
  const met = Object.keys(manifest.requires).map((name) => `${name} ${provided[name] ?? ''}`)
  if (problems.length > 0) return fail(SHARED_VERSIONS, problems.join('; '))
  if (met.length === 0) return pass(SHARED_VERSIONS, 'the release requires no shared module')
  return pass(SHARED_VERSIONS, `the shell provides all ${met.length} required: ${listed(met)}`)
}
