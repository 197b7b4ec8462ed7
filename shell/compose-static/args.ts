import { isAbsolute, resolve } from 'node:path'
import { parseArgs } from 'node:util'

export interface ComposeStaticOptions {
  /** The folder to write the site into (replaced as a whole once everything is composed). */
  out: string
  /** The shell's build. Default: the shell's `dist/` in this repository. */
  shell?: string
  /** The remote map to compose. Default: the shell build's `remotes.json`. */
  map?: string
  /** A release location per remote (a folder, or an http(s) URL of the folder or its entry), over the map's. */
  remotes?: Record<string, string>
  /** Site settings overrides (a `/config.json` as the site should serve it). Default: none. */
  siteConfig?: string
}

export const usage = `Usage: npm run compose -- --out <dir> [--shell <shell-dist>] [--map <remotes.json>]
                        [--remote <name>=<folder-or-url>]... [--site-config <file>]
  Writes the whole site as static files from the shell's build and the remotes' deployed releases.
  e.g. npm run compose -- --out /tmp/static-site --remote remoteBlog=https://blog.cdn.example.com/v42/`

/**
 * Relative paths are the operator's: `npm run compose` runs in the shell's folder, and npm names the
 * folder it was started from in INIT_CWD.
 */
function fromCaller(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

const isUrl = (value: string) => /^https?:\/\//i.test(value)

function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      out: { type: 'string' },
      shell: { type: 'string' },
      map: { type: 'string' },
      remote: { type: 'string', multiple: true },
      'site-config': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
}

/** The command line as options, or what is wrong with it. */
export function parseComposeArgs(argv: string[]): { ok: true; options: ComposeStaticOptions; help: boolean } | { ok: false; error: string } {
  let values: ReturnType<typeof readArgs>
  try {
    values = readArgs(argv)
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  if (values.help) return { ok: true, options: { out: '' }, help: true }
  if (!values.out) return { ok: false, error: '--out <dir> is required' }
  const remotes: Record<string, string> = {}
  for (const pair of values.remote ?? []) {
    const at = pair.indexOf('=')
    const name = pair.slice(0, at)
    const where = pair.slice(at + 1)
    if (at <= 0 || !where) return { ok: false, error: `--remote ${pair}: expected <name>=<folder-or-url>` }
    if (name in remotes) return { ok: false, error: `--remote ${name} is given twice` }
    remotes[name] = isUrl(where) ? where : fromCaller(where)
  }
  return {
    ok: true,
    help: false,
    options: {
      out: fromCaller(values.out),
      shell: values.shell === undefined ? undefined : fromCaller(values.shell),
      map: values.map === undefined ? undefined : fromCaller(values.map),
      remotes,
      siteConfig: values['site-config'] === undefined ? undefined : fromCaller(values['site-config']),
    },
  }
}
