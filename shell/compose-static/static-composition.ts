import { readFileSync } from 'node:fs'
import { composedSettingsHtml, type ComposedSettings } from '../src/composed-settings'
import { createComposition, type CompositionInputs } from '../server/page-composition'
import { createReleaseSource } from '../server/release-source'
import { resolveInside } from '../server/static-files'
import type { PlannedRemote } from './release-plan'

/**
 * Reads releases for a one-off run: each file once (no revalidation, so no page can be composed
 * from a copy that went stale mid-run), only from the origins the map and `--remote` name, with a
 * longer wait than a visitor's request allows.
 */
export function createStaticReleaseSource(planned: PlannedRemote[]) {
  const origins = new Set(planned.flatMap((p) => (p.location.kind === 'http' ? [new URL(p.location.url).origin] : [])))
  return createReleaseSource({ timeoutMs: 15_000, maxBytes: 16 * 1024 * 1024, revalidateMs: Number.POSITIVE_INFINITY, allowedOrigins: () => origins })
}

export interface StaticCompositionOptions {
  shellDir: string
  releases: CompositionInputs['releases']
  /** The map as written to the site: each remote's entry and paths. */
  remoteMap: Record<string, { entry: string; paths: readonly string[] }>
  /** Release folders on disk by the URL folder their entry names (`/remotes/<pkg>/`). */
  folders: Map<string, string>
  /** Changes with the site settings applied (see ./site-config). */
  configStamp: string
  /** The map and settings written beside the pages (/remotes.json, /config.json), carried in each page too. */
  settings: ComposedSettings
}

/** The server's composition (shell/server/page-composition.ts) over the shell's build and the releases given. */
export function createStaticComposition({ shellDir, releases, remoteMap, folders, configStamp, settings }: StaticCompositionOptions) {
  const settingsHtml = composedSettingsHtml(settings)
  const templateFile = `${shellDir}/index.html`
  let template: { stamp: string; html: string } | null = null
  const css = new Map<string, string>()
  return createComposition({
    releases,
    cache: true,
    configStamp: () => configStamp,
    settingsHtml: () => settingsHtml,
    remoteMap: () => ({ stamp: 'static', remotes: remoteMap }),
    template: () => {
      if (!template) {
        let html: string
        try {
          html = readFileSync(templateFile, 'utf8')
        } catch {
          throw new Error(`No ${templateFile}: build the shell (npm run build -w shell) or pass --shell <its dist>`)
        }
        template = { stamp: 'static', html }
      }
      return template
    },
    shellCss: (href) => {
      let text = css.get(href)
      if (text === undefined) {
        const found = resolveInside(shellDir, new URL(href, 'http://site/').pathname)
        if (!found) throw new Error(`The shell's index.html names ${href}, which is not in ${shellDir}`)
        text = readFileSync(found.file, 'utf8')
        css.set(href, text)
      }
      return text
    },
    localFolder: (base) => folders.get(base) ?? null,
  })
}
