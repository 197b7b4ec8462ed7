import { parseArgs } from 'node:util'
import { DEFAULT_SITE } from '../release-check/checks'
import * as commands from './commands'
import { LedgerRefusal, LedgerUnreachable, ledgerClient } from './ledger-client'
import { resolveTarget, TargetError } from './target'

const usage = `Usage: npm run release -- <command> [arguments] [--site <url>] [--json]

A section team's release steps, recorded in the site's release ledger (docs/deploying.md, "Release a remote"):
  register <remote> <release-url>    run the release check on an uploaded release and record it
                                     (a failing check records it as refused: exit 1)
  promote <remote> <release-id>      make a release live (its check is run again first when older than the bound)
  rollback <remote>                  make the release that was live before the live one live again
  withdraw <remote> <release-id>     never promote or roll back to this release again
  preview <remote> <release-id> [--ttl 24h]
                                     a link that shows the live site with this section at the release, to
                                     whoever opens it, until it expires (default 24 h; 60 s to 30 d)
  canary <remote> <release-id> <percent> [--min-views N] [--max-failure-rate 0.05]
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
  credential revoke <team> --label <label>
  credential list

Options:
  --site <url>     the site the release joins (default ${DEFAULT_SITE}; env RELEASE_SITE)
  --wait           promote / rollback: wait until the site serves the change, and say how long it took
  --json           print the ledger's answer as JSON
  -h, --help

Who you are: RELEASE_CREDENTIAL (or RELEASE_CREDENTIAL_FILE) is a team's credential; the API and its anon
key come from the site's /config.json, or RELEASE_API_URL and RELEASE_ANON_KEY. SUPABASE_URL with
SUPABASE_SERVICE_ROLE_KEY is the operator. With neither, a site on this machine is released by its
owner, through the running npm start's data folder.

Exit codes: 0 done; 1 refused (a failing check, not your remote, a release that cannot be promoted);
2 bad arguments or settings; 3 the ledger or the site could not be reached (or --wait ran out).`

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
  reason: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

function releaseId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw new commands.UsageError(`A release id is a whole number (npm run release -- status <remote> lists them); got "${value ?? ''}".`)
  return id
}

/** `90s`, `30m`, `24h`, `7d` (or plain seconds) in seconds. */
function duration(value: string): number {
  const match = /^(\d+)(s|m|h|d)?$/.exec(value.trim())
  if (!match) throw new commands.UsageError(`--ttl is a duration such as 90s, 30m, 24h or 7d; got "${value}".`)
  return Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd']
}

function needs(count: number, args: string[], shape: string): void {
  if (args.length !== count) throw new commands.UsageError(`Usage: npm run release -- ${shape}`)
}

async function run(argv: string[]): Promise<commands.Outcome | 'help'> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options })
  if (values.help || positionals.length === 0) return 'help'
  const [command, ...args] = positionals as [string, ...string[]]
  let site: URL
  try {
    site = new URL(values.site)
  } catch {
    throw new commands.UsageError(`--site must be the site's address, e.g. https://www.example.com; got "${values.site}".`)
  }
  const known = ['register', 'promote', 'rollback', 'withdraw', 'preview', 'canary', 'abort', 'status', 'history', 'import', 'remote', 'credential']
  if (!known.includes(command)) throw new commands.UsageError(`Unknown command "${command}". Commands: ${known.join(', ')} (npm run release -- --help).`)
  const target = await resolveTarget(site)
  const context: commands.CommandContext = {
    call: ledgerClient(target),
    site,
    waitMs: values.wait ? 120_000 : 0,
    progress: (line) => console.error(line),
  }
  switch (command) {
    case 'register':
      needs(2, args, 'register <remote> <release-url>')
      return commands.register(context, args[0]!, args[1]!)
    case 'promote':
      needs(2, args, 'promote <remote> <release-id>')
      return commands.promote(context, args[0]!, releaseId(args[1]))
    case 'rollback':
      needs(1, args, 'rollback <remote>')
      return commands.rollback(context, args[0]!)
    case 'withdraw':
      needs(2, args, 'withdraw <remote> <release-id>')
      return commands.withdraw(context, args[0]!, releaseId(args[1]))
    case 'preview':
      needs(2, args, 'preview <remote> <release-id> [--ttl 24h]')
      return commands.preview(context, args[0]!, releaseId(args[1]), duration(values.ttl))
    case 'canary': {
      needs(3, args, 'canary <remote> <release-id> <percent>')
      const percent = Number(args[2])
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new commands.UsageError(`A canary's share is a whole percent from 1 to 99; got "${args[2]}".`)
      const minViews = values['min-views'] === undefined ? undefined : Number(values['min-views'])
      if (minViews !== undefined && (!Number.isInteger(minViews) || minViews < 1)) throw new commands.UsageError('--min-views is a whole number of 1 or more')
      const maxFailureRate = values['max-failure-rate'] === undefined ? undefined : Number(values['max-failure-rate'])
      if (maxFailureRate !== undefined && !(maxFailureRate > 0 && maxFailureRate <= 1)) throw new commands.UsageError('--max-failure-rate is a share above 0 and at most 1, e.g. 0.05')
      return commands.canary(context, args[0]!, releaseId(args[1]), percent, { minViews, maxFailureRate })
    }
    case 'abort':
      needs(1, args, 'abort <remote> [--reason <text>]')
      return commands.abort(context, args[0]!, values.reason)
    case 'status':
      if (args.length > 1) throw new commands.UsageError('Usage: npm run release -- status [<remote>]')
      return commands.status(context, args[0] ?? null)
    case 'history': {
      needs(1, args, 'history <remote> [--limit N]')
      const limit = values.limit === undefined ? 50 : Number(values.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new commands.UsageError('--limit is a whole number from 1 to 1000')
      return commands.history(context, args[0]!, limit)
    }
    case 'import': {
      needs(1, args, 'import <remotes.json> [--team <remote>=<team> …]')
      const teams: Record<string, string> = {}
      for (const pair of values.team ?? []) {
        const [remote, team] = pair.split('=')
        if (!remote || !team) throw new commands.UsageError(`--team takes <remote>=<team>, e.g. remoteBlog=blog; got "${pair}"`)
        teams[remote] = team
      }
      return commands.importMap(context, args[0]!, teams)
    }
    case 'remote': {
      needs(1, args, 'remote <remote> --team <team> --paths </a,/b/*>')
      const team = values.team?.[0]
      const paths = values.paths?.split(',').map((path) => path.trim()).filter(Boolean)
      if (!team || !paths?.length) throw new commands.UsageError('Usage: npm run release -- remote <remote> --team <team> --paths </a,/b/*>')
      return commands.defineRemote(context, args[0]!, team, paths)
    }
    default: {
      const [action, team] = args
      if (action === 'list' && args.length === 1) return commands.listCredentials(context)
      if ((action === 'issue' || action === 'revoke') && team && args.length === 2) {
        const label = values.label ?? (action === 'issue' ? 'default' : undefined)
        if (!label) throw new commands.UsageError('Usage: npm run release -- credential revoke <team> --label <label> (credential list shows them)')
        return action === 'issue' ? commands.issueCredential(context, team, label) : commands.revokeCredential(context, team, label)
      }
      throw new commands.UsageError('Usage: npm run release -- credential issue <team> [--label <label>] | credential revoke <team> --label <label> | credential list')
    }
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  const json = argv.includes('--json')
  try {
    const outcome = await run(argv)
    if (outcome === 'help') {
      console.log(usage)
      return 0
    }
    console.log(json ? JSON.stringify(outcome.json, null, 2) : outcome.lines.join('\n'))
    return outcome.code
  } catch (error) {
    const code = error instanceof LedgerRefusal ? 1 : error instanceof commands.UsageError || error instanceof TargetError || isArgumentError(error) ? 2 : 3
    const message = error instanceof Error ? error.message : String(error)
    const hint = error instanceof LedgerRefusal && error.hint && error.hint !== 'check-expired' ? `\n${error.hint}` : ''
    if (json) console.log(JSON.stringify({ error: message, ...(error instanceof LedgerRefusal ? { status: error.status, hint: error.hint } : {}) }, null, 2))
    else console.error(`${error instanceof LedgerRefusal ? 'Refused: ' : ''}${message}${hint}`)
    if (code === 3 && !(error instanceof LedgerUnreachable) && !(error instanceof commands.WaitTimeout)) console.error(error)
    return code
  }
}

function isArgumentError(error: unknown): boolean {
  return error instanceof TypeError && /ERR_PARSE_ARGS/.test(String((error as { code?: string }).code))
}

process.exitCode = await main()
