import semver from 'semver'
import type { ReleaseManifest } from 'shared/build/release-manifest'
import { fail, listed, pass } from './check-result'
import type { CheckResult } from './check-result'
import type { Fetched } from './http'
import { jsonOf } from './http'
import { readProvides } from './read-inputs'

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
  const problems: string[] = []
  const met: string[] = []
  for (const [name, range] of Object.entries(manifest.requires)) {
    const version = provided[name]
    if (semver.validRange(range) === null) problems.push(`release.json requires ${name} as "${range}", not a version range: rebuild the remote`)
    else if (version === undefined) problems.push(`${manifest.remote} needs ${name} ${range}, the deployed shell does not provide it: deploy a shell that shares ${name} first`)
    else if (semver.valid(version) === null) problems.push(`the deployed shell provides ${name} as "${version}", not a version: check its provides.json`)
    else if (!semver.satisfies(version, range)) problems.push(`${manifest.remote} needs ${name} ${range}, the deployed shell provides ${version}: deploy the shell first or build against its version`)
    else met.push(`${name} ${version}`)
  }
  if (problems.length > 0) return fail(SHARED_VERSIONS, problems.join('; '))
  if (met.length === 0) return pass(SHARED_VERSIONS, 'the release requires no shared module')
  return pass(SHARED_VERSIONS, `the shell provides all ${met.length} required: ${listed(met)}`)
}
