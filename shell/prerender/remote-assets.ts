import { readFileSync } from 'node:fs'

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } }
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[]
}

/**
 * The tags that let a prerendered page show its remote's styles at once and fetch its code early:
 * the expose's CSS as a stylesheet, the remote entry and the expose's chunks as modulepreloads.
 * URLs are relative to where the remote map says the manifest lives (same origin or a CDN).
 */
export function remoteAssetTags(manifestFile: string, manifestUrl: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  const expose = manifest.exposes.find((e) => e.path === './routes')
  if (!expose) return []
  const entry = `${base}${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`
  return [
    ...expose.assets.css.sync.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    `<link rel="modulepreload" crossorigin href="${entry}">`,
    ...expose.assets.js.sync.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ]
}
