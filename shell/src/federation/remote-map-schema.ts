import * as v from 'valibot'

/** An entry URL without its query or fragment: where the remote's entry file is. */
export function entryPath(entry: string): string {
  return entry.split(/[?#]/)[0] ?? entry
}

/** The path of an entry URL ends in `.js`: the shell loads the remote entry module itself, not a manifest. */
function isModuleUrl(entry: string): boolean {
  return entryPath(entry).endsWith('.js')
}

/**
 * The run-time remote map (`/remotes.json`): for each remote, the URL of its `remoteEntry.js` and
 * which paths it owns. Changing this file re-points or re-assigns a section without rebuilding the shell.
 * A path pattern is exact ("/onboarding") or a prefix ("/blog/*" owns /blog/anything).
 * valibot, as for the site config (shared/config/schema): checked on every page before it hydrates.
 */
const remoteEntrySchema = v.object({
  entry: v.pipe(v.string(), v.minLength(1), v.check(isModuleUrl, "must be the remote's remoteEntry.js (a manifest such as mf-manifest.json is not read)")),
  paths: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\/[^*]*(\*)?$/))), v.minLength(1)),
})

export const remoteMapSchema = v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]*$/)), remoteEntrySchema)

export type RemoteMap = v.InferOutput<typeof remoteMapSchema>

/** Throws on a map the shell could not route by (see findOwner in ./remote-map). */
export function parseRemoteMap(input: unknown): RemoteMap {
  return v.parse(remoteMapSchema, input)
}
