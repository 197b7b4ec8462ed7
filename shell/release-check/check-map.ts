import { ownsPath } from 'shared/helpers/remotes'
import { readRemoteMap } from '../src/federation/remote-map-problems'

/** Two path patterns that own a path in common, with one such path: map order would decide, silently. */
function overlap(a: string, b: string): string | null {
  const prefix = (pattern: string) => (pattern.endsWith('/*') ? pattern.slice(0, -1) : null)
  const [pa, pb] = [prefix(a), prefix(b)]
  if (pa === null && pb === null) return a === b ? a : null
  if (pa !== null && pb === null) return ownsPath(a, b) ? b : null
  if (pa === null && pb !== null) return ownsPath(b, a) ? a : null
  if (pa !== null && pb !== null) return pa.startsWith(pb) ? `${pa}…` : pb.startsWith(pa) ? `${pb}…` : null
  return null
}

export interface MapCheck {
  ok: boolean
  /** One line per remote (`PASS name: …` or `FAIL name: …`), then one per collision. */
  lines: string[]
}

/**
 * A remote map file checked before it is deployed, as the composition server and the shell will
 * read it: JSON, an object of remotes, each entry usable on its own, and no path owned by two remotes.
 */
export function checkMapText(text: string): MapCheck {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, lines: [`FAIL map: not JSON (${(error as Error).message}); the server would refuse it and keep serving the map it read before`] }
  }
  let reading
  try {
    reading = readRemoteMap(value)
  } catch (error) {
    return { ok: false, lines: [`FAIL map: ${(error as Error).message}`] }
  }
  const lines: string[] = []
  for (const name of Object.keys(value as object)) {
    const remote = reading.remotes[name]
    if (remote) lines.push(`PASS ${name}: ${remote.entry}, paths ${remote.paths.join(', ')}`)
    else lines.push(`FAIL ${name}: ${(reading.problems.find((p) => p.startsWith(`Remote map: ${name} `)) ?? 'ignored').replace(/^Remote map: /, '')}`)
  }
  const owners = Object.entries(reading.owners)
  const collisions: string[] = []
  owners.forEach(([name, { paths }], index) => {
    for (const [other, { paths: otherPaths }] of owners.slice(index + 1)) {
      for (const a of paths) {
        for (const b of otherPaths) {
          const shared = overlap(a, b)
          if (shared) collisions.push(`FAIL paths: ${name} (${a}) and ${other} (${b}) both own ${shared}: the first in the file would win; give each path one owner`)
        }
      }
    }
  })
  if (Object.keys(reading.remotes).length === 0) lines.push('FAIL map: no usable remote')
  lines.push(...collisions)
  return { ok: lines.every((line) => line.startsWith('PASS')), lines }
}
