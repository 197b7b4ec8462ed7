import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { entryPath } from '../src/federation/remote-map-schema'
import type { PageAssets } from './critical-path'

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[]
}

/**
 * What a prerendered page of one remote needs: the expose's CSS (read from the remote's build, to be
 * inlined), and the remote entry plus the expose's chunks to preload. The build's manifest lists
 * them; URLs are relative to where the remote map says the entry lives (same origin or a CDN), and
 * the entry is preloaded by the map's own URL, query included, so the runtime finds it preloaded.
 */
export function remoteAssets(remoteDist: string, entry: string): PageAssets {
  const manifest = JSON.parse(readFileSync(join(remoteDist, 'mf-manifest.json'), 'utf8')) as Manifest
  const path = entryPath(entry)
  const base = path.slice(0, path.lastIndexOf('/') + 1)
  const expose = manifest.exposes.find((e) => e.path === './routes')
  if (!expose) return { styles: [], preloads: [] }
  return {
    styles: expose.assets.css.sync.map((f) => ({ href: `${base}${f}`, css: readFileSync(join(remoteDist, f), 'utf8') })),
    preloads: [entry, ...expose.assets.js.sync.map((f) => `${base}${f}`)],
  }
}
