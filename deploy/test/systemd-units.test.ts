import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, portIsFree, repoRoot, start, waitUntil, workerLine } from './run-command.ts'

/**
 * The systemd units of deploy/systemd, as a server installs them (/srv/site is the checkout,
 * /etc/site holds the environment files). systemd-analyze checks each unit's syntax and that its
 * commands exist; then each unit's command runs as the unit would run it: in its working
 * directory, with its Environment= lines and its environment file (the example, filled in).
 */
const unitsDir = join(repoRoot, 'deploy/systemd')
const work = mkdtempSync(join(tmpdir(), 'systemd-units-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Unit {
  unit: Record<string, string[]>
  service: Record<string, string[]>
}

function parseUnit(text: string): Unit {
  const sections: Record<string, Record<string, string[]>> = {}
  let current: Record<string, string[]> = {}
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    const section = /^\[(\w+)\]$/.exec(line.trim())
    if (section) {
      current = sections[section[1]!.toLowerCase()] ??= {}
      continue
    }
    const [key, ...value] = line.split('=')
    ;(current[key!.trim()] ??= []).push(value.join('=').trim())
  }
  return { unit: sections.unit ?? {}, service: sections.service ?? {} }
}

/** The unit's environment: Environment= lines, then its EnvironmentFile (`file` stands for it), `%i` as `instance`. */
function unitEnv(unit: Unit, file: Record<string, string>, instance: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of unit.service.Environment ?? []) {
    const [name, ...value] = line.split('=')
    env[name!] = value.join('=').replace(/%i/g, instance)
  }
  return { ...env, ...file }
}

function exampleEnv(name: string): Record<string, string> {
  const text = readFileSync(join(unitsDir, `${name}.env.example`), 'utf8')
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

const units = Object.fromEntries(readdirSync(unitsDir).filter((file) => file.endsWith('.service')).map((file) => [file, parseUnit(readFileSync(join(unitsDir, file), 'utf8'))]))
const composer = units['site-composer@.service']!
const worker = units['site-worker@.service']!
const postgrest = units['postgrest.service']!
const argv = (unit: Unit) => unit.service.ExecStart![0]!.split(' ')

describe('the systemd units', () => {
  it('are the three parts, each restarted, limited, ordered, with its environment file', () => {
    expect(Object.keys(units).sort()).toEqual(['postgrest.service', 'site-composer@.service', 'site-worker@.service'])
    for (const [name, unit] of Object.entries(units)) {
      expect(unit.service.Restart, name).toEqual(['always'])
      expect(unit.unit.StartLimitIntervalSec, name).toEqual(['0'])
      expect(unit.service.LimitNOFILE, name).toBeDefined()
      expect(unit.service.MemoryMax, name).toBeDefined()
      expect(unit.service.User?.[0], name).not.toBe('root')
      expect(unit.service.EnvironmentFile?.[0], name).toMatch(/^\/etc\/site\/\w+\.env$/)
      expect(existsSync(join(unitsDir, `${/(\w+)\.env$/.exec(unit.service.EnvironmentFile![0]!)![1]}.env.example`)), `${name}'s example environment file`).toBe(true)
      expect(unit.unit.After?.[0], name).toContain('network-online.target')
    }
    expect(worker.unit.After?.[0]).toContain('postgrest.service')
    expect(postgrest.unit.After?.[0]).toContain('postgresql.service')
    // The same commands as the container image's.
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')
    const withoutNodePath = (unit: Unit) => ['node', ...argv(unit).slice(1)]
    expect(JSON.parse(/^CMD (.+)$/m.exec(dockerfile)![1]!)).toEqual(withoutNodePath(composer))
    expect(dockerfile).toContain(` site ${withoutNodePath(worker).join(' ')}\n`)
  })

  it('the composer unit listens on loopback by itself: composer.env, which the container reads too, sets no HOST', () => {
    expect(exampleEnv('composer')).not.toHaveProperty('HOST')
    expect(unitEnv(composer, exampleEnv('composer'), '4173')).toMatchObject({ HOST: '127.0.0.1', PORT: '4173', NODE_ENV: 'production' })
  })

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('pass systemd-analyze verify (syntax, commands that exist) as installed', () => {
    const installed = join(work, 'units')
    spawnSync('mkdir', ['-p', installed])
    for (const file of Object.keys(units)) writeFileSync(join(installed, file), readFileSync(join(unitsDir, file), 'utf8').replaceAll('/srv/site', repoRoot))
    const verify = spawnSync('systemd-analyze', ['verify', '--man=no', 'site-composer@4173.service', 'site-worker@1.service', 'postgrest.service'], { cwd: installed, encoding: 'utf8' })
    expect(`${verify.stdout}${verify.stderr}`).toBe('')
    expect(verify.status).toBe(0)
  })

  it("the composer unit's command serves the site on the instance's port, its metrics on 1 before it (loopback), and stops on SIGTERM", async () => {
    // A four-digit instance, as the unit's metrics port needs, with both ports free.
    let port = 4200 + Math.floor(Math.random() * 5000)
    while (!(await portIsFree(port)) || !(await portIsFree(10_000 + port))) port += 1
    // The example's settings, with a site file of its own and the build's map (no release ledger here).
    const settings = exampleEnv('composer')
    const env = unitEnv(composer, { ...settings, SITE_CONFIG_FILE: join(work, 'site.json'), REMOTE_MAP_FILE: join(repoRoot, 'shell/dist/remotes.json') }, String(port))
    writeFileSync(join(work, 'site.json'), JSON.stringify({ siteUrl: 'https://www.example.com', backend: { url: 'https://www.example.com', anonKey: 'anon' } }))
    const started = start(argv(composer), composer.service.WorkingDirectory![0]!.replace('/srv/site', repoRoot), env)
    try {
      await waitUntil(started, `the composer on port ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200)
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404)
      const metrics = await fetch(`http://127.0.0.1:1${port}/metrics`)
      expect(metrics.status).toBe(200)
      expect(await metrics.text()).toMatch(/^composer_map_age_seconds \d/m)
    } finally {
      expect(await started.stop()).toBe(0)
    }
  })

  it("the PostgREST unit's command is PostgREST 12.0.2, and names a missing setting", () => {
    const cwd = postgrest.service.WorkingDirectory![0]!.replace('/srv/site', repoRoot)
    const version = spawnSync(argv(postgrest)[0]!, [...argv(postgrest).slice(1), '--version'], { cwd, encoding: 'utf8' })
    expect(version.stdout).toContain('PostgREST 12.0.2')
    const env = exampleEnv('postgrest')
    expect(env).toMatchObject({ PGRST_DB_URI: '@/etc/site/postgrest-db-uri', PGRST_JWT_SECRET: '@/etc/site/jwt-secret' })
    const bare = spawnSync(argv(postgrest)[0]!, argv(postgrest).slice(1), { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } })
    expect(bare.status).toBe(2)
    expect(bare.stderr).toContain('PostgREST needs PGRST_DB_URI and PGRST_JWT_SECRET')
  })

  it("the worker unit's command starts the delivery worker with the example's settings, and stops on SIGTERM", async () => {
    // The example's settings, its placeholders (the keys) filled in, on an API that is not there.
    const env = unitEnv(
      worker,
      { ...exampleEnv('worker'), SUPABASE_URL: `http://127.0.0.1:${await freePort()}`, SUPABASE_SERVICE_ROLE_KEY: 'a-service-key', LEAD_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k' },
      '1',
    )
    const started = start(argv(worker), worker.service.WorkingDirectory![0]!.replace('/srv/site', repoRoot), env)
    try {
      await waitUntil(started, 'the worker reading the outbox', () => workerLine(started.output(), 'reading') !== undefined)
    } finally {
      expect(await started.stop()).toBe(0)
    }
  })
})
