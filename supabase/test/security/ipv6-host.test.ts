import { afterAll, describe, expect, it } from 'vitest'
import { localUrlFor, startDeliveryWorker, startLocalBackend, urlFor } from '../../src/index.ts'
import { leadDeliveries, quietLogger, startReceiver, submitLead, testWebhookSecret, waitFor } from '../outbox/helpers.ts'
import { exited, freePort, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { copyMigratedFolder, tempDir, testJwtSecret, type ApiTarget } from '../helpers/targets.ts'

/**
 * `HOST=::1`: every URL built from HOST puts an IPv6 address in brackets, so supabase-js (the
 * delivery worker's client) and everything that parses the URL take it.
 */
describe('an IPv6 HOST', () => {
  const stops: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    while (stops.length) await stops.pop()!()
  })

  it('spells URLs with the address in brackets', () => {
    expect(urlFor('::1', 4709)).toBe('http://[::1]:4709')
    expect(localUrlFor('::1', 4709)).toBe('http://[::1]:4709')
    expect(localUrlFor('::', 4709)).toBe('http://127.0.0.1:4709')
    expect(localUrlFor('127.0.0.1', 4709)).toBe('http://127.0.0.1:4709')
    expect(new URL(urlFor('2001:db8::7', 80)).hostname).toBe('[2001:db8::7]')
  })

  it('the delivery worker delivers from a backend listening on ::1', async () => {
    const backend = await startLocalBackend({ dataDir: 'memory://', jwtSecret: testJwtSecret, logger: quietLogger, host: '::1' })
    stops.push(() => backend.close())
    const url = backend.url
    expect(url).toMatch(/^http:\/\/\[::1\]:\d+$/)
    const target = { url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
    const hook = await startReceiver()
    stops.push(() => hook.close())
    const worker = startDeliveryWorker({ url, serviceKey: backend.serviceRoleKey, webhookUrl: hook.url, secret: testWebhookSecret, pollMs: 50, logger: quietLogger })
    stops.push(() => worker.stop())
    expect(worker.running).toBe(true)
    const auditId = await submitLead(target)
    await waitFor('the delivery', async () => (await leadDeliveries(target)).get(auditId)?.delivery_state === 'delivered')
    expect(hook.uniqueKeys()).toEqual(new Set([auditId]))
  })

  it('npm run serve with HOST=::1 prints a URL that works', async () => {
    const port = await freePort()
    // A migrated folder: the subject is the address, not a first start.
    const dir = tempDir('ipv6-serve-')
    copyMigratedFolder(`${dir.path}/pglite`)
    const child = spawnScript('src/cli/serve.ts', [], { HOST: '::1', PORT: String(port), LOCAL_BACKEND_DATA_DIR: `${dir.path}/pglite`, LOCAL_BACKEND_JWT_SECRET: testJwtSecret })
    stops.push(async () => {
      child.kill('SIGTERM')
      await exited(child)
      dir.remove()
    })
    const output = await waitForOutput(child, /"event":"started".*\n/)
    expect(output).toContain(`listening on http://[::1]:${port}/rest/v1/`)
    const answer = await fetch(`http://[::1]:${port}/rest/v1/analytics_events`)
    expect(answer.status).toBe(401)
  })
})
