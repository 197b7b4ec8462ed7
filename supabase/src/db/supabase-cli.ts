import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { migrationsDir, repoRoot, rolesFile } from '../paths.ts'

const require = createRequire(import.meta.url)

/** The pinned Supabase CLI (npm package `supabase`): its Node launcher, which runs the platform's binary. */
export function supabaseCliLauncher(): string | null {
  try {
    return join(dirname(require.resolve('supabase/package.json')), 'dist/supabase.js')
  } catch {
    return null
  }
}

export interface CliResult {
  status: number
  stdout: string
  stderr: string
}

export interface SupabaseCli {
  /** Runs `supabase <args>`; `onOutput` sees each line the CLI writes, as it comes. */
  run(args: string[], onOutput?: (line: string) => void): Promise<CliResult>
  /** A SQL query through `supabase db query --db-url`, its rows as JSON. */
  query<Row>(dbUrl: string, sql: string): Promise<Row[]>
  /** A SQL statement that returns no rows (ALTER, GRANT, …). */
  exec(dbUrl: string, sql: string): Promise<void>
  close(): void
}

export class SupabaseCliError extends Error {
  constructor(
    readonly command: string,
    readonly result: CliResult,
  ) {
    super(`supabase ${command} failed: ${cliMessage(result)}`)
    this.name = 'SupabaseCliError'
  }
}

/** The CLI's own explanation (its JSON error's message with --output-format json), without its "rerun with --debug" line. */
export function cliMessage(result: CliResult): string {
  const lines = `${result.stderr}\n${result.stdout}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Connecting to (remote|local) database|^Try rerunning the command with --debug/.test(line))
    .map(jsonErrorMessage)
  return lines.join('\n') || `exit code ${result.status}`
}

function jsonErrorMessage(line: string): string {
  if (!line.startsWith('{')) return line
  try {
    const parsed = JSON.parse(line) as { error?: { message?: unknown } }
    return typeof parsed.error?.message === 'string' ? parsed.error.message : line
  } catch {
    return line
  }
}

/**
 * The CLI in a project folder of its own (a copy of supabase/config.toml, roles.sql and the
 * migrations in a temp folder): it writes `supabase/.temp/` into its project, which must not land
 * in the repository or fail on a read-only install. Telemetry is off: the kit runs on servers.
 */
export function openSupabaseCli(): SupabaseCli {
  const launcher = supabaseCliLauncher()
  if (!launcher) throw new Error('The Supabase CLI is not installed: run npm ci (it is the pinned dependency `supabase` of the backend workspace).')
  const workdir = mkdtempSync(join(tmpdir(), 'db-kit-'))
  const project = join(workdir, 'supabase')
  mkdirSync(project)
  copyFileSync(join(repoRoot, 'supabase/config.toml'), join(project, 'config.toml'))
  copyFileSync(rolesFile, join(project, 'roles.sql'))
  mkdirSync(join(project, 'migrations'))
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) copyFileSync(join(migrationsDir, file), join(project, 'migrations', file))
  const env = { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }

  const run = (args: string[], onOutput?: (line: string) => void) =>
    new Promise<CliResult>((resolve, reject) => {
      const child = spawn(process.execPath, [launcher, ...args, '--workdir', workdir], { cwd: workdir, env, stdio: ['ignore', 'pipe', 'pipe'] })
      const out = { stdout: '', stderr: '' }
      for (const stream of ['stdout', 'stderr'] as const) {
        let pending = ''
        child[stream].on('data', (chunk: Buffer) => {
          const text = chunk.toString()
          out[stream] += text
          if (!onOutput) return
          pending += text
          const lines = pending.split('\n')
          pending = lines.pop() ?? ''
          for (const line of lines) onOutput(line)
        })
        child[stream].on('end', () => pending && onOutput?.(pending))
      }
      child.on('error', reject)
      child.on('close', (status) => resolve({ status: status ?? 1, ...out }))
    })

  // From a file (mode 600, in the private temp folder): the statement stays off the command line.
  const runSql = async (dbUrl: string, sql: string): Promise<string> => {
    const file = join(workdir, `query-${process.hrtime.bigint()}.sql`)
    writeFileSync(file, sql, { mode: 0o600 })
    try {
      const result = await run(['db', 'query', '--db-url', dbUrl, '--file', file, '--output-format', 'json'])
      if (result.status !== 0) throw new SupabaseCliError('db query', result)
      return result.stdout
    } finally {
      rmSync(file, { force: true })
    }
  }

  return {
    run,
    query: async <Row>(dbUrl: string, sql: string) => JSON.parse(await runSql(dbUrl, sql)) as Row[],
    exec: async (dbUrl: string, sql: string) => void (await runSql(dbUrl, sql)),
    close() {
      rmSync(workdir, { recursive: true, force: true })
    },
  }
}
