import type { ReleaseManifest } from 'shared/helpers/release-manifest'
import type { LoadedRelease, ReleaseSource } from '../server/release-source'
import type { PlannedRemote } from './release-plan'

export interface ReadyRemote extends PlannedRemote {
  manifest: ReleaseManifest
  release: LoadedRelease
  /** The entry URL the written `remotes.json` (and the composition) names. */
  entry: string
}

/**
 * Reads every release before any page is composed, with every rendered body and stylesheet it lists, so that a
 * release that cannot be read fails the run with a message naming its remote and where it was
 * looked for, never as a page with the "couldn't load" area. The reads are cached by the source:
 * the composition reads the same copies.
 */
export async function loadReleases(planned: PlannedRemote[], releases: ReleaseSource): Promise<ReadyRemote[]> {
  return Promise.all(
    planned.map(async (remote): Promise<ReadyRemote> => {
      const read = await releases.release(remote.location)
      if (!read.ok) throw new Error(`${remote.name}: cannot read its release at ${remote.source}: ${read.error}`)
      const { manifest } = read.release
      if (manifest.remote !== remote.name) throw new Error(`${remote.name}: the release at ${remote.source} is ${manifest.remote}'s`)
      for (const { path } of manifest.routes.pages) {
        const file = manifest.bodies[path]
        if (!file) throw new Error(`${remote.name}: its release at ${remote.source} has no rendered body for ${path}`)
        const body = await releases.read(read.release.location, file)
        if (!body.ok) throw new Error(`${remote.name}: cannot read the rendered body of ${path} (${file}) at ${remote.source}: ${body.error}`)
      }
      // The composition would leave an unreadable stylesheet out of the page (the browser loads it
      // later, after an unstyled paint): a static page is written once, so it must have them all.
      for (const file of manifest.styles) {
        const style = await releases.read(read.release.location, file)
        if (!style.ok) throw new Error(`${remote.name}: cannot read its stylesheet ${file} at ${remote.source}: ${style.error}`)
      }
      const entry = remote.copy ? `/remotes/${remote.copy.pkg}/${manifest.entry}` : (remote.givenEntry ?? new URL(manifest.entry, remote.location.url).href)
      return { ...remote, manifest, release: read.release, entry }
    }),
  )
}
