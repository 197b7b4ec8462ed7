import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { RELEASE_FILE } from 'shared/helpers/release-manifest'
import { cacheControlFor } from '../server/static-files'
import type { HeaderRule } from './host-files'

/** Files a host reads as its own settings and never serves. */
const hostFiles = new Set(['_headers', '_redirects'])

/**
 * The server's policy, except that a release's `release.json` is revalidated: it names its bodies
 * and stylesheets by fixed names, and a composition server or release check reading this site as a
 * release origin must not keep an old one (the release check asks for it to be revalidated).
 */
function cacheControl(file: string): string {
  return basename(file) === RELEASE_FILE ? 'no-cache' : cacheControlFor(file)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
}

/**
 * Cache-Control for every file of the written site, as the composition server sends it (but see
 * cacheControl). Hosts join the values of every rule a URL matches into one header
 * ("no-cache, public, max-age=…"), so no two rules here may match one URL: a folder whose files
 * share one policy gets one `/folder/*` rule (`assets/*`: immutable; a section's pages: no-cache),
 * any other folder is split into its files and subfolders. That keeps the file small (Cloudflare
 * Pages reads at most 100 rules; the caller warns past that) while every URL gets exactly one value.
 */
export function cacheRules(root: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  const add = (path: string, value: string) => rules.push({ path, headers: { 'cache-control': value } })
  const walk = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = join(dir, entry.name)
      if (url === '/' && hostFiles.has(entry.name)) continue
      if (!entry.isDirectory()) {
        add(`${url}${entry.name}`, cacheControl(file))
        // A page is asked for by its folder's URL, not as index.html.
        if (entry.name === 'index.html') add(url, cacheControl(file))
        continue
      }
      const policies = new Set(filesUnder(file).map((f) => cacheControl(f)))
      if (policies.size !== 1) {
        walk(file, `${url}${entry.name}/`)
        continue
      }
      const policy = [...policies][0] as string
      add(`${url}${entry.name}/*`, policy)
      // `/blog/*` does not match `/blog` itself, which is a page when the folder holds one.
      if (existsSync(join(file, 'index.html'))) add(`${url}${entry.name}`, policy)
    }
  }
  walk(root, '/')
  return rules
}
