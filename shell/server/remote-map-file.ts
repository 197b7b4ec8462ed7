import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { RemoteOwners } from '../src/federation/remote-map'
import { readRemoteMap, type RemoteMapReading } from '../src/federation/remote-map-problems'
import { shellDist } from './paths'

/**
 * Where the deployment's remote map lives: REMOTE_MAP_FILE, a file of the deployment's own (so no
 * shell rebuild, which rewrites the build's copy, can undo a team's switch); else the map of the
 * shell build (public/remotes.json as copied into dist).
 */
export function remoteMapPath(): string {
  const file = process.env.REMOTE_MAP_FILE
  return file ? resolve(file) : join(shellDist, 'remotes.json')
}

export interface DeployedRemoteMap {
  /** The file read. */
  file: string
  /** Changes whenever the file does (path, modification time, size). */
  stamp: string
  /** The file as written, served as /remotes.json (the browser checks it entry by entry itself); null when unreadable. */
  text: string | null
  /** Its entries as checked here; null when no readable object of remotes was ever read. */
  reading: RemoteMapReading | null
  /**
   * Who owns which paths: each remote of the map with its usable paths, and a remote whose entry is
   * ignored with the paths it owned last (so they show its "couldn't load" area, not the site's 404).
   */
  owners: RemoteOwners | null
  /** Why each ignored remote is ignored. */
  rejected: Record<string, string>
}

let cache: DeployedRemoteMap = { file: '', stamp: '', text: null, reading: null, owners: null, rejected: {} }
/** The stamp of the file as last looked at, accepted or not. */
let seen = ''
/** The paths each remote owned in the last map that named them. */
const lastOwned = new Map<string, readonly string[]>()

/**
 * The deployed remote map, for everything on the server that reads it (/remotes.json, the CSP, the
 * prerenderer). Editing the file needs no restart: it is read again when its modification time or
 * size changes, not on every request. A bad entry is reported here once per change of the file.
 */
export function deployedRemoteMap(): DeployedRemoteMap {
  const file = remoteMapPath()
  let stamp = `missing:${file}`
  try {
    const stats = statSync(file)
    stamp = `file:${file}:${stats.mtimeMs}:${stats.size}`
  } catch {
    // No shell build yet, or a deployment file not in place: there is no map to serve.
  }
  if (stamp === seen) return cache
  seen = stamp
  let text: string | null = null
  let reading: RemoteMapReading | null = null
  let refused = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (process.env.REMOTE_MAP_FILE) refused = `cannot read it: ${(error as Error).message}`
  }
  if (text !== null) {
    try {
      reading = readRemoteMap(JSON.parse(text))
      for (const problem of reading.problems) console.error(`${problem} (${file})`)
    } catch (error) {
      refused = error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message
    }
  }
  if (refused && cache.reading) {
    // A half-written or broken file never takes the site down: the map read before keeps serving.
    console.error(`Remote map: REFUSED the new ${file}: ${refused}. Still serving the map read before (${Object.keys(cache.reading.remotes).join(', ')}); check the file with npm run map-check -- ${file}`)
    return cache
  }
  if (refused) console.error(`Remote map: ${file} is unusable: ${refused}`)
  cache = { file, stamp, text, reading, ...ownersOf(reading) }
  return cache
}

function ownersOf(reading: RemoteMapReading | null): Pick<DeployedRemoteMap, 'owners' | 'rejected'> {
  if (!reading) return { owners: null, rejected: {} }
  const owners: RemoteOwners = { ...reading.owners }
  for (const [name, { paths }] of Object.entries(reading.owners)) lastOwned.set(name, paths)
  for (const name of reading.rejected) {
    const last = lastOwned.get(name)
    if (!owners[name] && last) owners[name] = { paths: last }
  }
  const rejected = Object.fromEntries(reading.rejected.map((name) => [name, reading.problems.find((p) => p.startsWith(`Remote map: ${name} `))?.replace(/^Remote map: \S+ is ignored: /, '') ?? 'ignored']))
  return { owners, rejected }
}
