/**
 * The remotes of the site: read at build time (each remote's Vite config, the shell's default map)
 * and at run time (the composition server's mounts, the release check's path rules), so it lives
 * among the helpers, not the build tools.
 */

interface RemoteEntry {
  name: string
  pkg: string
  owns: readonly string[]
  /** Checked against `optionalShared` where the build reads it (`sharedFor`). */
  shares?: readonly `shared/singletons/${string}`[]
}

/**
 * The one list of remotes. Everything else is derived from it: the shell's default remote map
 * (`defaultRemoteMap`), the dev map, the dev ports (`devPorts`), each remote's build check that its pages lie
 * in the paths it owns, and the scripts and lint zones (which read the `remote-*` folders). Adding
 * a remote is its folder plus one entry here. Federation names are identifiers; package and folder
 * names stay kebab-case. `owns`: the path patterns the remote answers (`/x/*` owns every path
 * under /x), so a path nobody's page has still goes to the section that owns it (its own 404).
 * `shares`: the optional singletons (`optionalShared` in shared/build/federation.ts) the remote imports.
 */
export const remotes = [
  { name: 'remoteMarketing', pkg: 'remote-marketing', owns: ['/', '/services', '/services/*', '/onboarding', '/privacy-policy', '/terms-and-conditions'] },
  { name: 'remoteAudit', pkg: 'remote-audit', owns: ['/marketing-audit'], shares: ['shared/singletons/backend/marketing-audit'] },
  { name: 'remotePharmacy', pkg: 'remote-pharmacy', owns: ['/pharmacy-partners', '/pharmacy-partners/*'] },
  { name: 'remoteTelehealth', pkg: 'remote-telehealth', owns: ['/telehealth-empire'] },
  { name: 'remoteBlog', pkg: 'remote-blog', owns: ['/blog', '/blog/*'] },
] as const satisfies readonly RemoteEntry[]

export type RemoteName = (typeof remotes)[number]['name']

/** A remote map as `/remotes.json` holds it: each remote's entry URL and the paths it owns. */
export type RemoteMapFile = Record<string, { entry: string; paths: string[] }>

/**
 * The map the shell build ships (`dist/remotes.json`): every remote at its folder under this origin,
 * as `npm start` serves them. A deployment points entries elsewhere with its own map file. `entryOf`
 * picks another address per remote (the dev servers).
 */
export function defaultRemoteMap(entryOf: (remote: (typeof remotes)[number]) => string = (r) => `/remotes/${r.pkg}/remoteEntry.js`): RemoteMapFile {
  return Object.fromEntries(remotes.map((remote) => [remote.name, { entry: entryOf(remote), paths: [...remote.owns] }]))
}

/** True when `pattern` (`/x` exact, or `/x/*` for everything below /x) matches `path`. */
export function ownsPath(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
}
