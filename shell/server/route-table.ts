import { readFileSync, statSync } from 'node:fs'
import { normalizePath, type RedirectRoute, type RouteData, type RouteMeta } from 'shared/routes'
import { remoteMounts } from './paths'

export interface RouteTable {
  pages: Map<string, RouteMeta & { remote: string }>
  redirects: Map<string, RedirectRoute>
}

/**
 * The site's routes, read from each remote's built `routes.json` (emitted from its route data).
 * Re-read whenever a remote is rebuilt, so a redeployed remote's new pages answer 200 at once.
 */
export function createRouteTable(): () => RouteTable {
  let stamp = ''
  let table: RouteTable = { pages: new Map(), redirects: new Map() }
  return () => {
    const files = remoteMounts.map((m) => ({ remote: m.name, file: `${m.dist}/routes.json` }))
    const current = files.map(({ file }) => statSafe(file)).join('|')
    if (current === stamp) return table
    stamp = current
    table = { pages: new Map(), redirects: new Map() }
    for (const { remote, file } of files) {
      const data = readJson(file)
      if (!data) continue
      for (const page of data.pages) table.pages.set(page.path, { ...page, remote })
      for (const redirect of data.redirects) table.redirects.set(redirect.path, redirect)
    }
    return table
  }
}

function statSafe(file: string): string {
  try {
    const s = statSync(file)
    return `${s.mtimeMs}:${s.size}`
  } catch {
    return 'missing'
  }
}

function readJson(file: string): RouteData | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteData
  } catch {
    return null
  }
}

export type RouteMatch = { kind: 'page'; meta: RouteMeta } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

export function matchRoute(table: RouteTable, pathname: string): RouteMatch {
  const path = normalizePath(pathname)
  const page = table.pages.get(path)
  // One address per page: /services/ answers with a redirect to /services, not a second copy.
  if (page && path !== pathname) return { kind: 'redirect', to: path }
  if (page) return { kind: 'page', meta: page }
  const redirect = table.redirects.get(path)
  if (redirect) return { kind: 'redirect', to: redirect.to }
  return { kind: 'not-found' }
}
