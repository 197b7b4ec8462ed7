import { subscribe } from 'node:diagnostics_channel'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { leadFieldNames, leadFields } from 'shared/helpers/lead-contract'
import { afterAll, describe, expect, it } from 'vitest'
import { lockPathFor } from '../src/db/lock.ts'
import { loadMigrations } from '../src/db/migrate.ts'
import { migrationsDir } from '../src/paths.ts'
import { DataDirLockedError, startLocalBackend } from '../src/index.ts'
import { validAudit } from './helpers/contract-suite.ts'
import { freePort, runScript, spawnScript, waitForOutput } from './helpers/processes.ts'
import { clientFor, tempDir, testJwtSecret, testLogger as quiet, type ApiTarget } from './helpers/targets.ts'

/**
 * The data folder's life: a real `npm run serve` process writes a lead, is SIGKILLed, and the
 * next start still has the lead and is not blocked by the dead process's lock. Then graceful
 * shutdown with requests in flight, reopen without re-running migrations, and the leads CLI in
 * both of its modes.
 */
/** Inserts in flight at close: as many as the gateway's analytics lane holds (one running, 16 waiting), so none is refused as busy. */
const inFlight = 17

describe('local backend lifecycle', () => {
  const dir = tempDir('local-backend-life-')
  const dataDir = join(dir.path, 'pglite')
  const env = { LOCAL_BACKEND_DATA_DIR: dataDir, LOCAL_BACKEND_JWT_SECRET: testJwtSecret }
  const lead = validAudit({
    first_name: '=SUM(1+1)',
    phone: '+1 512 555 0142',
    business_name: 'Acme, "Best" Spa',
  })
  afterAll(() => dir.remove())

  it('serve CLI: writes a lead, holds the lock, survives SIGKILL without losing it', async () => {
    const port = await freePort()
    const child = spawnScript('src/cli/serve.ts', [], {
      ...env,
      PORT: String(port),
      LOCAL_BACKEND_TRUST_PROXY_HEADER: 'x-forwarded-for',
    })
    try {
      const banner = await waitForOutput(child, /service_role key\s+\S+/)
      expect(banner).toContain(`http://127.0.0.1:${port}`)
      const url = `http://127.0.0.1:${port}`
      const keys = (await import('../src/index.ts')).localKeys(testJwtSecret)
      const target = { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey } as ApiTarget

      const submitted = await clientFor(target, target.anonKey, '198.51.100.7').rpc('submit_marketing_audit', lead)
      expect(submitted.status).toBe(200)

      // A second process on the same folder is refused, naming the holder.
      const lock = JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as { pid: number }
      expect(lock.pid).toBe(child.pid)
      const second = startLocalBackend({ dataDir, jwtSecret: testJwtSecret, logger: quiet })
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
      await expect(second).rejects.toThrow(`in use by process ${child.pid}`)

      // The leads CLI cannot open the folder now, so it asks the running server.
      const viaServer = await runScript('src/cli/leads.ts', ['--csv'], env)
      expect(viaServer.stderr).toBe('')
      expect(viaServer.stdout).toContain(lead.email)
    } finally {
      child.kill('SIGKILL')
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve)))
    }
    // The dead process's lock is still there...
    expect(existsSync(lockPathFor(dataDir))).toBe(true)
  })

  it('restarts over a stale lock and still has the lead', async () => {
    const backend = await startLocalBackend({ dataDir, jwtSecret: testJwtSecret, logger: quiet })
    try {
      const target = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
      const leads = await clientFor(target, target.serviceRoleKey).rpc('list_recent_leads', {})
      expect(leads.error).toBeNull()
      expect((leads.data as { email: string }[]).map((row) => row.email)).toContain(lead.email)
    } finally {
      await backend.close()
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false)
  })

  it('close() finishes in-flight requests, then releases the folder', async () => {
    const backend = await startLocalBackend({ dataDir, jwtSecret: testJwtSecret, logger: quiet })
    const target = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
    let received = 0
    // Counted as the front's HTTP server takes each request in (Node's own diagnostics channel).
    const allReceived = new Promise<void>((resolve) =>
      subscribe('http.server.request.start', (message) => {
        if ((message as { request: { url?: string } }).request.url?.startsWith('/rest/v1/analytics_events') && ++received === inFlight) resolve()
      }),
    )
    const client = clientFor(target, target.anonKey)
    // supabase-js builders are lazy: .then() is what sends the request.
    const inserts = Array.from({ length: inFlight }, (_, i) =>
      client
        .from('analytics_events')
        .insert({ event_name: 'shutdown_probe', page_url: `http://127.0.0.1:4173/${i}` })
        .then((result) => result),
    )
    await allReceived
    const closing = backend.close()
    const results = await Promise.all(inserts)
    await closing
    expect(results.map((result) => result.status)).toEqual(Array(inFlight).fill(201))
    expect(existsSync(lockPathFor(dataDir))).toBe(false)
  })

  it('reopens without re-running migrations; history is recorded like the Supabase CLI', async () => {
    const messages: string[] = []
    const backend = await startLocalBackend({
      dataDir,
      jwtSecret: testJwtSecret,
      logger: { ...quiet, info: (message: string) => messages.push(message) },
    })
    try {
      const target = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
      const probes = await clientFor(target, target.serviceRoleKey).from('analytics_events').select('id').eq('event_name', 'shutdown_probe')
      expect(probes.data).toHaveLength(inFlight)
    } finally {
      await backend.close()
    }
    expect(messages.join('\n')).toContain('PGlite ready')
    expect(messages.join('\n')).not.toContain('applied')

    const db = await PGlite.create(dataDir)
    try {
      const history = await db.query<{ version: string; name: string; statements: string[] }>(
        'select version, name, statements from supabase_migrations.schema_migrations order by version',
      )
      const files = loadMigrations(migrationsDir)
      expect(history.rows.map((row) => row.version)).toEqual(files.map((migration) => migration.version))
      expect(history.rows.map((row) => row.version).slice(0, 3)).toEqual(['20250601120000', '20250601120100', '20250601120200'])
      expect(history.rows[2]?.name).toBe('public_rpcs')
      expect(history.rows.every((row) => row.statements.length > 0)).toBe(true)
    } finally {
      await db.close()
    }
  })

  it('leads CLI opens the folder directly when no server runs, with formula-safe CSV', async () => {
    const result = await runScript('src/cli/leads.ts', ['--csv'], env)
    expect(result.code).toBe(0)
    const lines = result.stdout.trim().split('\r\n')
    // A column per field of the lead contract, named after its argument.
    const fieldColumns = leadFieldNames.map((name) => `"${leadFields[name].arg.replace(/_/g, ' ')}"`).join(',')
    expect(lines[0]).toBe(`"time",${fieldColumns},"score","quiz","status","delivery","delivered at","delivery attempts","last delivery error","audit id"`)
    const row = lines.find((line) => line.includes(lead.email))
    expect(row).toBeDefined()
    expect(row).toContain(`"'=SUM(1+1)","Stone","${lead.email}","'+1 512 555 0142","Acme, ""Best"" Spa","https://glow.example"`)
    expect(row).toContain('"Instagram posts, no paid ads","5k-10k","Fill weekday injectables slots","67","5 answers","pending"')

    const table = await runScript('src/cli/leads.ts', [], env)
    expect(table.stdout).toMatch(/TIME \(UTC\)\s+NAME\s+BUSINESS\s+EMAIL\s+PHONE\s+BUDGET\s+SCORE\s+QUIZ\s+STATUS/)
    expect(table.stdout).toContain('Acme, "Best" Spa')
  })
})
