import type { RemoteMapFile } from 'shared/helpers/remotes'
import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import { fail, pass } from './check-result'
import type { CheckResult } from './check-result'
import type { Fetched } from './http'
import { jsonOf } from './http'
import { readReleaseManifest, readRemoteMap } from './read-inputs'

export const MANIFEST = 'manifest'

interface ManifestInput {
  remote: string
  releaseFile: Fetched
  mapFile: Fetched
}

interface ManifestOutcome {
  result: CheckResult
  /** The release, when it can be checked further (even if the map is wrong). */
  manifest?: ReleaseManifest
  /** The site's remote map, when it could be read. */
  map?: RemoteMapFile
}

function readMap(mapFile: Fetched): { map: RemoteMapFile } | { error: string } {
  const json = jsonOf(mapFile)
  return 'value' in json ? readRemoteMap(json.value) : json
}

/**
 * The release folder holds this remote's release.json in a format this check reads, and the site
 * knows the remote. The later checks run on whatever of the two could be read.
 */
export function checkManifest({ remote, releaseFile, mapFile }: ManifestInput): ManifestOutcome {
  const json = jsonOf(releaseFile)
  const read = 'value' in json ? readReleaseManifest(json.value) : json
  const mapRead = readMap(mapFile)
  const map = 'map' in mapRead ? mapRead.map : undefined

  if ('error' in read) {
    const hint = releaseFile.answered && releaseFile.status !== 404 ? '' : ': check the dist URL (the folder that holds release.json and remoteEntry.js) and that the whole dist/ is uploaded'
    const mapError = 'error' in mapRead ? `; the site's remote map ${mapFile.url} ${mapRead.error} too: check --site` : ''
    return { result: fail(MANIFEST, `${releaseFile.url} ${read.error}${hint}${mapError}`), map }
  }
  const manifest = read.manifest
  if (manifest.remote !== remote) {
    return { result: fail(MANIFEST, `${releaseFile.url} is the release of ${manifest.remote}, not ${remote}: check the remote name and the dist URL`), map }
  }
  if (!map) return { result: fail(MANIFEST, `the site's remote map ${mapFile.url} ${'error' in mapRead ? mapRead.error : ''}: check --site`), manifest }
  const entry = map[remote]
  if (!entry) {
    const known = Object.keys(map)
    return { result: fail(MANIFEST, `${remote} is not a remote of the site's map (${known.length > 0 ? `known: ${known.join(', ')}` : 'it lists none'}): check the name, or add the remote to the map`), manifest, map }
  }
  const counts = `${manifest.routes.pages.length} pages, ${manifest.routes.redirects.length} redirects`
  return { result: pass(MANIFEST, `${remote} release built ${manifest.builtAt} (${counts}); the map it is checked against points it at ${entry.entry}`), manifest, map }
}
