import { afterAll, describe, expect, it } from 'vitest'
import { exited, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { startLocalTarget, testJwtSecret } from '../helpers/targets.ts'
import { leadDeliveries, startReceiver, submitLead, testWebhookSecret, waitFor, type Receiver } from './helpers.ts'

/**
 * `npm run worker` as a separate process, found and proved through the data folder like the leads
 * CLI, SIGKILLed after it has claimed a lead and posted it but before the receiver answered. The
 * lead stays leased; once the (shortened) lease runs out a restarted worker posts it again with the
 * same Idempotency-Key: at least once, and the receiver can drop the copy.
 */
const secret = testWebhookSecret
const leaseMs = 3000

describe('a worker killed between claim and acknowledgement', () => {
  const stops: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    while (stops.length) await stops.pop()!()
  })

  it('loses nothing: after the lease expires a restarted worker delivers the lead', async () => {
    const target = await startLocalTarget({ fromMigrated: true })
    stops.push(() => target.stop())
    const hook: Receiver = await startReceiver({ respond: (_request, n) => (n === 1 ? 'hang' : 200) })
    stops.push(() => hook.close())

    const env = {
      LOCAL_BACKEND_DATA_DIR: target.dataDir,
      LOCAL_BACKEND_JWT_SECRET: testJwtSecret,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_DELIVERY_LEASE_MS: String(leaseMs),
      LEAD_DELIVERY_POLL_MS: '50',
      LEAD_DELIVERY_BACKOFF_MS: '100',
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
    }
    const auditId = await submitLead(target, { email: 'crash@glowclinic.example' })

    const first = spawnScript('src/cli/worker.ts', [], env)
    stops.push(async () => {
      first.kill('SIGKILL')
      await exited(first)
    })
    await waitForOutput(first, /reading the outbox at /, 60_000)
    await waitFor('the first POST', () => hook.received.length >= 1)
    first.kill('SIGKILL')
    expect((await exited(first)).signal).toBe('SIGKILL')
    const killedAt = Date.now()

    // Claimed and unacknowledged: still pending, one attempt counted.
    expect((await leadDeliveries(target)).get(auditId)).toMatchObject({ delivery_state: 'pending', delivery_attempts: 1 })

    const second = spawnScript('src/cli/worker.ts', [], env)
    stops.push(async () => {
      second.kill('SIGTERM')
      await exited(second)
    })
    await waitFor('the delivery after the restart', () => hook.received.length >= 2, 30_000)
    const redelivered = hook.received[1]!
    // Not before the dead worker's lease ran out: no two POSTs of one lead at once. (The lease
    // started at the claim, a little before the first POST arrived.)
    expect(redelivered.at - hook.received[0]!.at).toBeGreaterThanOrEqual(leaseMs - 1000)
    // Both POSTs verified with the standardwebhooks package (the receiver refuses any other).
    expect(hook.rejected).toEqual([])
    await waitFor('delivered state', async () => (await leadDeliveries(target)).get(auditId)?.delivery_state === 'delivered')
    expect(hook.uniqueKeys()).toEqual(new Set([auditId]))
    expect(hook.received).toHaveLength(2)
    expect(Date.now() - killedAt).toBeLessThan(30_000)

    // SIGTERM: the worker stops cleanly.
    second.kill('SIGTERM')
    expect((await exited(second)).code).toBe(0)
  })
})
