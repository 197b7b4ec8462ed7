import { readFileSync } from 'node:fs'
import { checkRuntimeOverrides } from 'shared/helpers/config/schema'
import { SettingError } from './env-number'

/** The backend the site settings name, as main.ts starts with it: none means the local one (API_UPSTREAM). */
export interface StartBackend {
  url: string
  anonKey: string | null
}

/**
 * The site settings a composer starts with, checked before anything is opened: a settings file it
 * was told to read and cannot (missing, unreadable, not JSON, not the settings' shape) stops the
 * start, as does a production composer (`NODE_ENV=production`) with no backend named. Either would
 * otherwise start on the compiled-in settings with no backend: /healthz 200, and every audit
 * refused. API_UPSTREAM (the local backend `npm start` runs beside it) counts as a backend.
 *
 * Throws a SettingError whose message names the file or variable, why, and what to do.
 */
export function startBackend(env: NodeJS.ProcessEnv = process.env): StartBackend | null {
  const inline = env.SITE_CONFIG_JSON || undefined
  const file = env.SITE_CONFIG_FILE || undefined
  const source = inline ? 'SITE_CONFIG_JSON' : file ? `SITE_CONFIG_FILE ${file}` : null
  let settings: unknown = {}
  if (inline) settings = parsed(inline, source!)
  else if (file) settings = parsed(readSettingsFile(file), source!)
  const checked = checkRuntimeOverrides(settings)
  if (!checked.ok) throw new SettingError(`${source} does not hold valid site settings (${checked.issues.join('; ')}): correct it (docs/deploying.md, "Run-time site settings"). Not started.`)
  const { url, anonKey } = checked.overrides.backend ?? {}
  if (url) return { url, anonKey: anonKey?.trim() ? anonKey : null }
  if (env.NODE_ENV === 'production' && !env.API_UPSTREAM?.trim()) {
    const where = source ? `the site settings (${source}) name no backend` : 'no site settings are given (SITE_CONFIG_FILE or SITE_CONFIG_JSON)'
    throw new SettingError(`NODE_ENV=production but ${where}: set backend.url and backend.anonKey in them (docs/deploying.md, "Production"), or start the site with npm start, which runs the local backend beside the composer. Not started.`)
  }
  return null
}

function readSettingsFile(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new SettingError(`SITE_CONFIG_FILE ${file} does not exist: mount it (docker run -v ${file}:${file}:ro …) or correct the path. Not started.`)
    const uid = process.getuid?.()
    throw new SettingError(`SITE_CONFIG_FILE ${file} cannot be read (${(error as Error).message}): make it a file readable by this process${uid === undefined ? '' : ` (uid ${uid})`}. Not started.`)
  }
}

function parsed(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new SettingError(`${source} is not JSON (${(error as Error).message}): correct it. Not started.`)
  }
}
