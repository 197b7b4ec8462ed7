import { parseArgs } from 'node:util'
import { DEFAULT_SITE } from '../release-check/default-site'
import { releaseFolder } from '../release-check/release-folder'
import type * as Commands from './commands'
import { controlCharacterIn, printable } from './control-characters'
import { LedgerRefusal, LedgerUnreachable, TargetError, UsageError, WaitTimeout } from './errors'

// What a command needs (the ledger client, the release check, the backend's tools, the static
// server) is imported when it runs: --help and a mistyped argument are answered before any of it
// loads, which is most of a call's time.

const usage = `Usage: npm run release -- <command> [arguments] [--site <url>] [--json]

A release candidate, on this machine (no ledger, no credential):
  build <remote> <dir>               build the remote's release into <dir> (new or empty), apart from its
                                     dist/, which the running site serves; <remote>: remoteBlog or remote-blog
  serve <dir> --port <n> [--host 127.0.0.1]
                                     serve a release folder as a team's origin must (CORS, content types,
                                     assets/* immutable, the rest no-cache), until Ctrl-C or SIGTERM

A section team's release steps, recorded in the site's release ledger (docs/deploying.md, "Release a remote"):
  register <remote> <release-url>    run the release check on an uploaded release and record it
                                     (a failing check records it as refused: exit 1)
  promote <remote> <release-id>      make a release live (its check is run again first when older than the bound)
  rollback <remote>                  make the release that was live before the live one live again
  withdraw <remote> <release-id>     never promote or roll back to this release again
  preview <remote> <release-id> [--ttl 24h]
                                     a link that shows the live site with this section at the release, to
                                     whoever opens it, until it expires (default 24 h; 60 s to 30 d)
  canary <remote> <release-id> <percent> [--min-views N] [--max-failure-rate 0.05] [--max-vitals-increase 0.2]
                                     that share of visitors sees the release for this section, sticky per
                                     visitor, until promote or abort (run again to change the share)
  abort <remote> [--reason <text>]   end the remote's canary: every visitor sees the live release
  status [<remote>]                  what is live, what a rollback returns to, the latest releases, and a
                                     running canary's figures, live and candidate side by side
  history <remote> [--limit N]       every register, check, promote, rollback and withdraw, newest first

The operator's (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, or a local site's owner):
  import <remotes.json> [--team <remote>=<team> …]   a hand-written map's entries become live
  remote <remote> --team <team> --paths </a,/b/*>     add a remote, or change its team or paths
  credential issue <team> [--label <label>]           a team's credential (printed once)
  credential issue composers --label <host>           a composer's credential (reads canaries and previews,
                                                      writes their counts)
  credential revoke <team> --label <label>
  credential list

Options:
  --site <url>     the site the release joins (default ${DEFAULT_SITE}; env RELEASE_SITE)
  --port <n>       serve: the port to listen on (required); --host <address>: where (default 127.0.0.1)
  --wait           promote / rollback: wait until the site serves the change, and say how long it took
  --json           print the ledger's answer as JSON
  -h, --help

Who you are: RELEASE_CREDENTIAL (or RELEASE_CREDENTIAL_FILE) is a team's credential; the API and its anon
key come from the site's /config.json, or RELEASE_API_URL and RELEASE_ANON_KEY. SUPABASE_URL with
SUPABASE_SERVICE_ROLE_KEY is the operator. With neither, a site on this machine is released by its
owner, through the running npm start's data folder.

Exit codes: 0 done; 1 refused (a failing check, not your remote, a release that cannot be promoted;
a failed build, a taken port); 2 bad arguments or settings; 3 the ledger or the site could not be
reached (or --wait ran out).`

const options = {
  site: { type: 'string', default: process.env.RELEASE_SITE || DEFAULT_SITE },
  json: { type: 'boolean', default: false },
  wait: { type: 'boolean', default: false },
  limit: { type: 'string' },
  label: { type: 'string' },
  team: { type: 'string', multiple: true },
  paths: { type: 'string' },
  ttl: { type: 'string', default: '24h' },
  'min-views': { type: 'string' },
  'max-failure-rate': { type: 'string' },
  'max-vitals-increase': { type: 'string' },
  reason: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  help: { type: 'boolean', short: 'h' },
} as const

const commandNames = ['build', 'serve', 'register', 'promote', 'rollback', 'withdraw', 'preview', 'canary', 'abort', 'status', 'history', 'import', 'remote', 'credential'] as const

/** `release <command> --help`: that command's lines of the usage, with the options every command takes. */
function commandHelp(command: string): string {
  const lines = usage.split('\n')
  const own: string[] = []
  let inCommand = false
  for (const line of lines) {
    if (/^ {2}\S/.test(line)) inCommand = line.trimStart().startsWith(`${command} `)
    else if (!/^ {4,}\S/.test(line)) inCommand = false
    if (inCommand) own.push(line)
  }
  const options = usage.slice(usage.indexOf('\nOptions:'))
  return [`Usage: npm run release -- ${command} …`, '', ...own, options].join('\n')
}

const fail = (message: string) => new UsageError(message)

function releaseId(value: string): number {
  const id = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw fail(`<release-id> is a whole number (npm run release -- status <remote> lists them); got "${value}".`)
  return id
}

/** `90s`, `30m`, `24h`, `7d` (or plain seconds) in seconds, within what the ledger accepts for a preview. */
function duration(value: string): number {
  const match = /^(\d+)(s|m|h|d)?$/.exec(value.trim())
  if (!match) throw fail(`--ttl is a duration such as 90s, 30m, 24h or 7d; got "${value}".`)
  const seconds = Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd']
  if (seconds < 60 || seconds > 30 * 86400) throw fail(`--ttl is from 60s to 30d; got "${value}".`)
  return seconds
}

/** The positionals `shape` names (`<remote> <release-id>`), exactly: which one is missing, or which one is too many. */
function needs(args: string[], shape: string): string[] {
  const positional = shape.replace(/\[--[^\]]*\]/g, '').replace(/--\S+ <[^>]+>/g, '')
  const names = positional.match(/<[^>]+>/g) ?? []
  const required = positional.replace(/\[[^\]]*\]/g, '').match(/<[^>]+>/g) ?? []
  const usageLine = `Usage: npm run release -- ${shape}`
  if (args.length < required.length) throw fail(`Missing ${required[args.length]}. ${usageLine}`)
  if (args.length > names.length) throw fail(`Unexpected argument "${args[names.length]}". ${usageLine}`)
  return args
}

function wholeNumber(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw fail(`${name} is a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}; got "${value}".`)
  }
  return number
}

/**
 * Free text a command would store in the ledger or send it: no control characters (an ESC or a
 * line break in a reason would drive or forge the reader's terminal later).
 */
function refuseControlCharacters(values: Record<string, unknown>, positionals: string[]): void {
  for (const [name, value] of Object.entries(values)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      const found = typeof text === 'string' ? controlCharacterIn(text) : null
      if (found) throw fail(`--${name} contains a control character (${found}): "${printable(text as string)}". Control characters are refused: they would drive or forge the terminal of whoever reads it.`)
    }
  }
  positionals.forEach((text, index) => {
    const found = controlCharacterIn(text)
    if (found) throw fail(`Argument ${index + 1} ("${printable(text)}") contains a control character (${found}): control characters are refused.`)
  })
}

type Step = (context: Commands.CommandContext) => Promise<Commands.Outcome>

/** Every argument checked, before any setting is read or anything reached: the command to run. */
function plan(commands: typeof Commands, command: string, args: string[], values: ReturnType<typeof parse>['values']): Step {
  switch (command) {
    case 'register': {
      const [remote, releaseUrl] = needs(args, 'register <remote> <release-url>') as [string, string]
      try {
        const folder = releaseFolder(releaseUrl)
        if (folder.protocol !== 'https:' && folder.protocol !== 'http:') throw new Error(`<release-url> must be an http(s):// address; got "${releaseUrl}".`)
      } catch (error) {
        throw fail(`<release-url>: ${(error as Error).message}`)
      }
      return (context) => commands.register(context, remote, releaseUrl)
    }
    case 'promote': {
      const [remote, id] = needs(args, 'promote <remote> <release-id>') as [string, string]
      const releaseIdValue = releaseId(id)
      return (context) => commands.promote(context, remote, releaseIdValue)
    }
    case 'rollback': {
      const [remote] = needs(args, 'rollback <remote>') as [string]
      return (context) => commands.rollback(context, remote)
    }
    case 'withdraw': {
      const [remote, id] = needs(args, 'withdraw <remote> <release-id>') as [string, string]
      const releaseIdValue = releaseId(id)
      return (context) => commands.withdraw(context, remote, releaseIdValue)
    }
    case 'preview': {
      const [remote, id] = needs(args, 'preview <remote> <release-id> [--ttl 24h]') as [string, string]
      const releaseIdValue = releaseId(id)
      const ttl = duration(values.ttl)
      return (context) => commands.preview(context, remote, releaseIdValue, ttl)
    }
    case 'canary': {
      const [remote, id, share] = needs(args, 'canary <remote> <release-id> <percent>') as [string, string, string]
      const releaseIdValue = releaseId(id)
      const percent = Number(share)
      if (!/^\d+$/.test(share) || percent < 1 || percent > 99) throw fail(`<percent>, a canary's share, is a whole percent from 1 to 99; got "${share}".`)
      const minViews = wholeNumber('--min-views', values['min-views'], 1, Number.MAX_SAFE_INTEGER)
      const rate = values['max-failure-rate']
      const maxFailureRate = rate === undefined ? undefined : Number(rate)
      if (rate !== undefined && !(rate.trim() !== '' && maxFailureRate! > 0 && maxFailureRate! <= 1)) throw fail(`--max-failure-rate is a share above 0 and at most 1, e.g. 0.05; got "${rate}".`)
      const slower = values['max-vitals-increase']
      const maxVitalsIncrease = slower === undefined ? undefined : Number(slower)
      if (slower !== undefined && !(slower.trim() !== '' && maxVitalsIncrease! > 0 && maxVitalsIncrease! <= 10)) throw fail(`--max-vitals-increase is a share above 0 and at most 10, e.g. 0.2 for +20 %; got "${slower}".`)
      return (context) => commands.canary(context, remote, releaseIdValue, percent, { minViews, maxFailureRate, maxVitalsIncrease })
    }
    case 'abort': {
      const [remote] = needs(args, 'abort <remote> [--reason <text>]') as [string]
      return (context) => commands.abort(context, remote, values.reason)
    }
    case 'status': {
      const [remote] = needs(args, 'status [<remote>]')
      return (context) => commands.status(context, remote ?? null)
    }
    case 'history': {
      const [remote] = needs(args, 'history <remote> [--limit N]') as [string]
      const limit = wholeNumber('--limit', values.limit, 1, 1000) ?? 50
      return (context) => commands.history(context, remote, limit)
    }
    case 'import': {
      const [file] = needs(args, 'import <remotes.json> [--team <remote>=<team> …]') as [string]
      const teams: Record<string, string> = {}
      for (const pair of values.team ?? []) {
        const [remote, team, ...rest] = pair.split('=')
        if (!remote || !team || rest.length > 0) throw fail(`--team takes <remote>=<team>, e.g. remoteBlog=blog; got "${pair}".`)
        teams[remote] = team
      }
      return (context) => commands.importMap(context, file, teams)
    }
    case 'remote': {
      const [remote] = needs(args, 'remote <remote> --team <team> --paths </a,/b/*>') as [string]
      const team = values.team?.[0]
      const paths = values.paths?.split(',').map((path) => path.trim()).filter(Boolean)
      if (!team) throw fail('Missing --team <team>. Usage: npm run release -- remote <remote> --team <team> --paths </a,/b/*>')
      if (!paths?.length) throw fail('Missing --paths </a,/b/*>. Usage: npm run release -- remote <remote> --team <team> --paths </a,/b/*>')
      return (context) => commands.defineRemote(context, remote, team, paths)
    }
    default: {
      const credentialUsage = 'Usage: npm run release -- credential issue <team> [--label <label>] | credential revoke <team> --label <label> | credential list'
      const [action, ...rest] = args
      if (action === 'list') {
        needs(rest, 'credential list')
        return (context) => commands.listCredentials(context)
      }
      if (action === 'issue' || action === 'revoke') {
        const [team] = needs(rest, `credential ${action} <team>`) as [string]
        const label = values.label ?? (action === 'issue' ? 'default' : undefined)
        if (!label) throw fail('Missing --label <label>. Usage: npm run release -- credential revoke <team> --label <label> (credential list shows them)')
        return (context) => (action === 'issue' ? commands.issueCredential(context, team, label) : commands.revokeCredential(context, team, label))
      }
      throw fail(action === undefined ? `Missing issue, revoke or list. ${credentialUsage}` : `Unknown credential action "${action}". ${credentialUsage}`)
    }
  }
}

const parse = (argv: string[]) => parseArgs({ args: argv, allowPositionals: true, options })

async function run(argv: string[]): Promise<Commands.Outcome | { help: string }> {
  const { values, positionals } = parse(argv)
  const [command, ...args] = positionals
  if (values.help) return { help: command && (commandNames as readonly string[]).includes(command) ? commandHelp(command) : usage }
  if (!command) return { help: usage }
  refuseControlCharacters(values, positionals)
  let site: URL
  try {
    site = new URL(values.site)
    if (site.protocol !== 'https:' && site.protocol !== 'http:') throw new Error('not http(s)')
  } catch {
    throw fail(`--site must be the site's address, e.g. https://www.example.com; got "${values.site}".`)
  }
  if (!(commandNames as readonly string[]).includes(command)) throw fail(`Unknown command "${command}". Commands: ${commandNames.join(', ')} (npm run release -- --help).`)
  const progress = (line: string) => console.error(printable(line))
  if (command === 'build') {
    const [remote, dir] = needs(args, 'build <remote> <dir>') as [string, string]
    const { buildRelease } = await import('./build-release')
    return buildRelease(remote, dir, progress)
  }
  if (command === 'serve') {
    const [dir] = needs(args, 'serve <dir> --port <n> [--host 127.0.0.1]') as [string]
    const port = wholeNumber('--port', values.port, 1, 65535)
    if (port === undefined) throw fail('Missing --port <n>. Usage: npm run release -- serve <dir> --port <n> [--host 127.0.0.1]')
    const { serveRelease } = await import('./serve-release')
    return serveRelease({ dir, port, host: values.host, progress })
  }
  const [commands, { resolveTarget }, { ledgerClient }] = await Promise.all([import('./commands'), import('./target'), import('./ledger-client')])
  const step = plan(commands, command, args, values)
  const target = await resolveTarget(site)
  return step({
    call: ledgerClient(target),
    site,
    waitMs: values.wait ? 120_000 : 0,
    progress,
  })
}

/** Each line with its control characters escaped: what the ledger stored is shown, never obeyed. */
const printableLines = (text: string) => text.split('\n').map(printable).join('\n')

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  const json = argv.includes('--json')
  try {
    const outcome = await run(argv)
    if ('help' in outcome) {
      console.log(outcome.help)
      return 0
    }
    console.log(json ? JSON.stringify(outcome.json, null, 2) : outcome.lines.map(printable).join('\n'))
    return outcome.code
  } catch (error) {
    const code = error instanceof LedgerRefusal ? 1 : error instanceof UsageError || error instanceof TargetError || isArgumentError(error) ? 2 : 3
    const message = error instanceof Error ? error.message : String(error)
    const hint = error instanceof LedgerRefusal && error.hint && error.hint !== 'check-expired' ? `\n${printable(error.hint)}` : ''
    if (json) console.log(JSON.stringify({ error: message, ...(error instanceof LedgerRefusal ? { status: error.status, hint: error.hint } : {}) }, null, 2))
    else console.error(`${error instanceof LedgerRefusal ? 'Refused: ' : ''}${printable(message)}${hint}`)
    // Not a refusal, a mistake or an unreachable ledger: a fault of the command itself, with its trace.
    if (code === 3 && !(error instanceof LedgerUnreachable) && !(error instanceof WaitTimeout)) console.error(printableLines(error instanceof Error ? (error.stack ?? message) : message))
    return code
  }
}

function isArgumentError(error: unknown): boolean {
  return error instanceof TypeError && /ERR_PARSE_ARGS/.test(String((error as { code?: string }).code))
}

process.exitCode = await main()
