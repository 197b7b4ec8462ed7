import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
  /** Its entries as checked here; null when the file is unreadable or not an object of remotes. */
  reading: RemoteMapReading | null
}

let cache: DeployedRemoteMap = { file: '', stamp: '', text: null, reading: null }

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
  if (stamp === cache.stamp) return cache
  let text: string | null = null
  let reading: RemoteMapReading | null = null
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (process.env.REMOTE_MAP_FILE) console.error(`Remote map: cannot read REMOTE_MAP_FILE ${file}:`, (error as Error).message)
  }
  if (text !== null) {
    try {
      reading = readRemoteMap(JSON.parse(text))
      for (const problem of reading.problems) console.error(`${problem} (${file})`)
    } catch (error) {
      console.error(`Remote map: ${file} is unusable: ${(error as Error).message}`)
    }
  }
  cache = { file, stamp, text, reading }
  return cache
}
