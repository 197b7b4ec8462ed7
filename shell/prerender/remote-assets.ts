import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageAssets } from './critical-path'

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } }
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[]
}

/**
 * What a prerendered page of one remote needs: the expose's CSS (read from the remote's build, to be
 * inlined), and the remote entry plus the expose's chunks to preload. URLs are relative to where the
 * remote map says the manifest lives (same origin or a CDN).
 */
export function remoteAssets(remoteDist: string, manifestUrl: string): PageAssets {
  const manifest = JSON.parse(readFileSync(join(remoteDist, 'mf-manifest.json'), 'utf8')) as Manifest
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const expose = manifest.exposes.find((e) => e.path === './routes')
  if (!expose) return { styles: [], preloads: [] }
  const entry = `${base}${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`
  return {
    styles: expose.assets.css.sync.map((f) => ({ href: `${base}${f}`, css: readFileSync(join(remoteDist, f), 'utf8') })),
    preloads: [entry, ...expose.assets.js.sync.map((f) => `${base}${f}`)],
  }
}
