import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/open.ts'
import { deliverySettingsFromEnv, startDeliveryWorker, webhookSigner, type DeliveryOutcome, type DeliveryWorker, type DeliveryWorkerOptions } from '../../src/index.ts'
import { backoffDelayMs, parseRetryAfter } from '../../src/worker/delivery-worker.ts'
import { clientFor, startLocalTarget, testJwtSecret, uniqueIp } from '../helpers/targets.ts'
import { freePort, runScript } from '../helpers/processes.ts'
import { leadDeliveries, quietLogger, startReceiver, submitLead, testWebhookSecret, waitFor, type Receiver } from './helpers.ts'

/**
 * The lead outbox end to end against the local API over HTTP: submit_marketing_audit queues the
 * webhook in the lead's own transaction, the delivery worker posts it signed, retries what failed,
 * dead-letters what the receiver refuses, and the owner sees and re-queues it with `npm run leads`.
 */
const secret = testWebhookSecret

type Target = Awaited<ReturnType<typeof startLocalTarget>>

describe('lead outbox and delivery worker', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  // Every test has a backend of its own, each a copy of one migrated folder: nine initdbs would be
  // most of this file's time.
  async function backend(): Promise<Target> {
    const target = await startLocalTarget({ fromMigrated: true })
    cleanups.push(() => target.stop())
    return target
  }
  async function receiver(options: Parameters<typeof startReceiver>[0] = {}): Promise<Receiver> {
    const started = await startReceiver(options)
    cleanups.push(async () => {
      // Every delivery the worker made verified with the standardwebhooks package.
      expect(started.rejected).toEqual([])
      await started.close()
    })
    return started
  }
  function worker(target: Target, options: Partial<DeliveryWorkerOptions> & { webhookUrl: string }): DeliveryWorker {
    const started = startDeliveryWorker({ url: target.url, serviceKey: target.serviceRoleKey, secret, pollMs: 50, backoffMs: 100, logger: quietLogger, ...options })
    cleanups.push(() => started.stop())
    return started
  }

  it('a lead submitted while the receiver is down is stored, then delivered once, signed, within the backoff window', async () => {
    const target = await backend()
    const port = await freePort()
    const webhookUrl = `http://127.0.0.1:${port}/hooks/lead`
    const backoffMs = 100
    worker(target, { webhookUrl, backoffMs })

    const requestId = crypto.randomUUID()
    const lead = {
      email: 'down.receiver@glowclinic.example',
      request_id: requestId,
      page_url: 'https://site.example/marketing-audit?utm_source=meta',
      referrer: 'javascript:alert(1)',
      utm_source: 'meta',
      utm_medium: ' cpc\u202e ',
      utm_campaign: 'x'.repeat(300),
    }
    const client = clientFor(target, target.anonKey, uniqueIp())
    const auditId = await submitLead(target, lead, client)
    // The visitor's retry of the same request (a lost response): no second lead, no second delivery.
    expect(await submitLead(target, lead, client)).toBe(auditId)
    expect((await leadDeliveries(target)).get(auditId)).toMatchObject({ email: lead.email })

    // The worker keeps trying against the closed port.
    const failing = await waitFor('two failed attempts', async () => {
      const row = (await leadDeliveries(target)).get(auditId)
      return row && row.delivery_attempts! >= 2 && row
    })
    expect(failing.delivery_state).toBe('pending')
    expect(failing.delivery_last_error).toMatch(/ECONNREFUSED|fetch failed/)

    const attemptsBeforeUp = (await leadDeliveries(target)).get(auditId)!.delivery_attempts!
    const up = await receiver({ port })
    const upAt = Date.now()
    await waitFor('the delivery', () => up.received.length >= 1)
    const first = up.received[0]!
    // Full jitter: the retry pending when the receiver came up waits at most base x 2^(attempt-1).
    const window = backoffMs * 2 ** (attemptsBeforeUp + 1) + 1000
    expect(first.at - upAt).toBeLessThanOrEqual(window)

    expect(first.key).toBe(auditId)
    expect(first.contentType).toBe('application/json')
    expect(first.userAgent).toBe('elevate-lead-worker/1')
    const payload = JSON.parse(first.body) as Record<string, unknown>
    expect(payload).toMatchObject({
      audit_id: auditId,
      email: lead.email,
      firstName: 'Avery',
      form_type: 'marketing_audit',
      source: 'website_form',
      page_url: lead.page_url,
      origin: 'https://site.example',
      path: '/marketing-audit',
      referrer: null,
      utm_source: 'meta',
      utm_medium: 'cpc',
      utm_campaign: 'x'.repeat(200),
      utm_content: null,
      questionnaireScore: 67,
    })

    const delivered = await waitFor('delivered state', async () => {
      const row = (await leadDeliveries(target)).get(auditId)
      return row?.delivery_state === 'delivered' && row
    })
    expect(delivered.delivered_at).not.toBeNull()
    expect(delivered.delivery_last_error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(up.received).toHaveLength(1)
  })

  it('Standard Webhooks: a standardwebhooks receiver verifies the delivery; a replay under a changed id, a changed body, an old time or another secret is refused', async () => {
    const target = await backend()
    const hook = await receiver()
    worker(target, { webhookUrl: hook.url })
    const auditId = await submitLead(target)
    await waitFor('the delivery', () => hook.received.length >= 1)
    const captured = hook.received[0]!
    expect(captured.key).toBe(auditId)
    expect(captured.signature).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/)
    expect(Math.abs(Number(captured.timestamp) - Date.now() / 1000)).toBeLessThan(60)

    // What an attacker who captured the request can send within the tolerance.
    const replay = (headers: Partial<Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>>, body = captured.body) =>
      fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-id': captured.key, 'webhook-timestamp': captured.timestamp, 'webhook-signature': captured.signature, ...headers },
        body,
      })
    expect((await replay({ 'webhook-id': crypto.randomUUID() })).status).toBe(401)
    expect((await replay({}, captured.body.replace('Avery', 'Mallory'))).status).toBe(401)
    expect((await replay({ 'webhook-timestamp': String(Number(captured.timestamp) + 1) })).status).toBe(401)
    const old = new Date(Date.now() - 3600_000)
    expect((await replay(webhookSigner(testWebhookSecret)(auditId, captured.body, old))).status).toBe(401)
    expect((await replay(webhookSigner('whsec_QWxsIHRoZSBsZWFkcyBhcmUgbWluZSwgc2FpZCBNYWxsb3J5')(auditId, captured.body))).status).toBe(401)
    expect(hook.rejected.map((request) => request.reason)).toEqual([
      'No matching signature found',
      'No matching signature found',
      'No matching signature found',
      'Message timestamp too old',
      'No matching signature found',
    ])
    hook.rejected.length = 0
    // The same request again verifies: it is the receiver's copy to drop by its webhook-id.
    expect((await replay({})).status).toBe(200)
    expect(hook.received.map((request) => request.key)).toEqual([auditId, auditId])
  })

  it('refuses a secret that is not a Standard Webhooks secret, saying how to move over', () => {
    const logged: string[] = []
    const logger = { info: () => undefined, warn: () => undefined, error: (_fields: object, line: string) => logged.push(line) }
    const old = startDeliveryWorker({ url: 'http://127.0.0.1:9', serviceKey: 'k', webhookUrl: 'http://127.0.0.1:9/hook', secret: 'a-hex-secret-from-openssl-rand-hex-32', logger })
    expect(old.running).toBe(false)
    expect(logged.join('\n')).toContain('whsec_')
    expect(() => deliverySettingsFromEnv({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEAD_WEBHOOK_SECRET: 'e2e-lead-webhook-secret' })).toThrow(/X-Elevate-Signature/)
    expect(deliverySettingsFromEnv({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEAD_WEBHOOK_SECRET: testWebhookSecret }).secret).toBe(testWebhookSecret)
  })

  it('a lead the receiver refuses (400) is dead-lettered after 3 attempts, listed by --undelivered, and sent again on --redeliver', async () => {
    const target = await backend()
    const hook = await receiver({
      respond: (request) => (request.body.includes('refused') ? { status: 400, body: 'missing field: crm_owner' } : 200),
    })
    const outcomes: DeliveryOutcome[] = []
    worker(target, { webhookUrl: hook.url, backoffMs: 20, onOutcome: (outcome) => outcomes.push(outcome) })

    const accepted = await submitLead(target, { email: 'accepted@glowclinic.example' })
    const refused = await submitLead(target, { email: 'refused.one@glowclinic.example' })
    const refusedToo = await submitLead(target, { email: 'refused.two@glowclinic.example' })
    await waitFor('both refused leads dead', async () => {
      const rows = await leadDeliveries(target)
      return rows.get(refused)?.delivery_state === 'dead' && rows.get(refusedToo)?.delivery_state === 'dead' && rows.get(accepted)?.delivery_state === 'delivered'
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const attemptsOf = (key: string) => hook.received.filter((request) => request.key === key).length
    expect(attemptsOf(refused)).toBe(3)
    expect(attemptsOf(refusedToo)).toBe(3)
    expect(attemptsOf(accepted)).toBe(1)
    expect(outcomes.filter((outcome) => outcome.auditId === refused).map((outcome) => outcome.outcome)).toEqual(['retry', 'retry', 'dead'])

    const env = { LOCAL_BACKEND_DATA_DIR: target.dataDir, LOCAL_BACKEND_JWT_SECRET: testJwtSecret }
    const listed = await runScript('src/cli/leads.ts', ['--undelivered'], env)
    expect(listed.stderr).toBe('')
    expect(listed.code).toBe(0)
    const lines = listed.stdout.trim().split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/DELIVERY\s+LAST ERROR\s+AUDIT ID$/)
    expect(listed.stdout).not.toContain(accepted)
    for (const id of [refused, refusedToo]) {
      expect(lines.find((line) => line.endsWith(id))).toMatch(/dead \(3 attempts\)\s+HTTP 400: missing field: crm_owner/)
    }
    const csv = await runScript('src/cli/leads.ts', ['--csv'], env)
    expect(csv.stdout).toContain(`"dead","","3","HTTP 400: missing field: crm_owner","${refused}"`)
    expect(csv.stdout).toMatch(new RegExp(`"delivered","[0-9T:.-]+Z","1","","${accepted}"`))

    // The receiver is fixed; the owner sends one lead again by id, then every dead one.
    hook.respond = () => 200
    const one = await runScript('src/cli/leads.ts', ['--redeliver', refused], env)
    expect(one.code).toBe(0)
    expect(one.stderr).toContain(`Queued lead ${refused} for delivery again.`)
    await waitFor('the re-queued lead', async () => (await leadDeliveries(target)).get(refused)?.delivery_state === 'delivered')
    expect(attemptsOf(refused)).toBe(4)
    expect((await leadDeliveries(target)).get(refusedToo)?.delivery_state).toBe('dead')

    const all = await runScript('src/cli/leads.ts', ['--redeliver-dead'], env)
    expect(all.code).toBe(0)
    expect(all.stderr).toContain('Queued 1 dead-lettered lead for delivery again.')
    await waitFor('every lead delivered', async () => (await leadDeliveries(target, true)).size === 0)
    expect(hook.uniqueKeys()).toEqual(new Set([accepted, refused, refusedToo]))
    const none = await runScript('src/cli/leads.ts', ['--undelivered'], env)
    expect(none.stdout).toBe('No undelivered leads.\n')

    const unknown = await runScript('src/cli/leads.ts', ['--redeliver', crypto.randomUUID()], env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/No lead with audit id/)
  })

  it('transient failures: Retry-After is honoured, 5xx retried with full-jitter backoff and dead-lettered at the attempt bound', async () => {
    expect(Array.from({ length: 200 }, (_, i) => backoffDelayMs(4, 100, 10_000, () => i / 200)).every((ms) => ms >= 0 && ms < 800)).toBe(true)
    expect(backoffDelayMs(4, 100, 10_000, () => 0.999)).toBe(799)
    expect(backoffDelayMs(40, 30_000, 3_600_000, () => 0.999)).toBe(3_596_400)
    expect(parseRetryAfter('2')).toBe(2000)
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000)
    expect(parseRetryAfter('soon')).toBeNull()

    const target = await backend()
    const hook = await receiver({
      respond: (request, n) => {
        if (request.body.includes('always.down')) return { status: 503, body: 'maintenance' }
        return n === 1 ? { status: 429, headers: { 'Retry-After': '1' }, body: 'slow down' } : 200
      },
    })
    worker(target, { webhookUrl: hook.url, backoffMs: 10, maxAttempts: 4 })
    const limited = await submitLead(target, { email: 'limited@glowclinic.example' })
    await waitFor('the retry after Retry-After', () => hook.received.filter((request) => request.key === limited).length >= 2)
    const [first, second] = hook.received.filter((request) => request.key === limited)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950)

    const down = await submitLead(target, { email: 'always.down@glowclinic.example' })
    const dead = await waitFor('the dead-lettered lead', async () => {
      const row = (await leadDeliveries(target)).get(down)
      return row?.delivery_state === 'dead' && row
    })
    expect(dead).toMatchObject({ delivery_attempts: 4, delivery_last_error: 'HTTP 503: maintenance' })
    expect(hook.received.filter((request) => request.key === down)).toHaveLength(4)
  })

  it('a receiver response that hangs delays no other lead: later leads are delivered while it hangs', async () => {
    const target = await backend()
    const hook = await receiver({ respond: (request) => (request.body.includes('hangs@') ? 'hang' : 200) })
    const outcomes: DeliveryOutcome[] = []
    worker(target, { webhookUrl: hook.url, timeoutMs: 20_000, onOutcome: (outcome) => outcomes.push(outcome) })
    const hanging = await submitLead(target, { email: 'hangs@glowclinic.example' })
    await waitFor('the POST that hangs', () => hook.received.some((request) => request.key === hanging))
    const later = [await submitLead(target), await submitLead(target), await submitLead(target)]
    await waitFor('the later leads', () => later.every((id) => outcomes.some((outcome) => outcome.auditId === id && outcome.outcome === 'delivered')), 15_000)
    // Still hanging: the others did not wait for its timeout.
    expect(outcomes.map((outcome) => outcome.auditId)).not.toContain(hanging)
    await hook.close()
  })

  it('two workers on one backend never post a lead twice, nor at the same time', async () => {
    const target = await backend()
    const inFlight = new Map<string, number>()
    let overlaps = 0
    const hook = await receiver({
      respond: (request) => {
        const now = (inFlight.get(request.key) ?? 0) + 1
        if (now > 1) overlaps++
        inFlight.set(request.key, now)
        setTimeout(() => inFlight.set(request.key, (inFlight.get(request.key) ?? 1) - 1), 15)
        return { status: 200, delayMs: 15 }
      },
    })
    const byWorker = new Map<string, number>()
    const count = (outcome: DeliveryOutcome, id: string) => outcome.outcome === 'delivered' && byWorker.set(id, (byWorker.get(id) ?? 0) + 1)
    const a: DeliveryWorker = worker(target, { webhookUrl: hook.url, workerId: 'worker-a', batchSize: 5, onOutcome: (outcome) => count(outcome, 'worker-a') })
    const b: DeliveryWorker = worker(target, { webhookUrl: hook.url, workerId: 'worker-b', batchSize: 5, onOutcome: (outcome) => count(outcome, 'worker-b') })
    expect(a.id).not.toBe(b.id)

    const ids = await Promise.all(Array.from({ length: 100 }, (_, i) => submitLead(target, { email: `pair.${i}@glowclinic.example` })))
    await waitFor('100 deliveries', () => hook.received.length >= 100, 60_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(hook.received).toHaveLength(100)
    expect(hook.uniqueKeys()).toEqual(new Set(ids))
    expect(overlaps).toBe(0)
    expect(byWorker.get('worker-a')! + byWorker.get('worker-b')!).toBe(100)
    expect(byWorker.get('worker-a')).toBeGreaterThan(0)
    expect(byWorker.get('worker-b')).toBeGreaterThan(0)
  })

  it('load: 500 submissions with the receiver up are all delivered, each once', async () => {
    const target = await backend()
    const hook = await receiver()
    worker(target, { webhookUrl: hook.url })
    const ids: string[] = []
    const started = Date.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 500) {
          const i = next++
          ids.push(await submitLead(target, { email: `load.${i}@glowclinic.example` }))
        }
      }),
    )
    await waitFor('500 deliveries', () => hook.uniqueKeys().size >= 500, 120_000, 100)
    expect(hook.uniqueKeys()).toEqual(new Set(ids))
    expect(hook.received).toHaveLength(500)
    // The receiver has the last POSTs a moment before the worker has recorded them.
    await waitFor('every delivery recorded', async () => (await leadDeliveries(target, true)).size === 0, 10_000, 100)
    expect(Date.now() - started).toBeLessThan(120_000)
  })

  it('without a webhook URL or secret the worker sends nothing and the lead stays queued', async () => {
    const target = await backend()
    const logged: string[] = []
    const record = (_fields: object, line: string) => logged.push(line)
    const logger = { info: record, warn: record, error: record }
    const none = startDeliveryWorker({ url: target.url, serviceKey: target.serviceRoleKey, webhookUrl: null, secret: null, logger })
    const hook = await receiver()
    const unsigned = startDeliveryWorker({ url: target.url, serviceKey: target.serviceRoleKey, webhookUrl: hook.url, secret: null, logger })
    expect([none.running, unsigned.running]).toEqual([false, false])
    expect(logged.join('\n')).toMatch(/no webhook configured[\s\S]*LEAD_WEBHOOK_SECRET is not set/)
    const auditId = await submitLead(target)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(hook.received).toHaveLength(0)
    expect((await leadDeliveries(target)).get(auditId)).toMatchObject({ delivery_state: 'pending', delivery_attempts: 0 })
  })

  it('retention: a lead past its retention period goes with its delivery row', async () => {
    const database = await openDatabase('memory://')
    cleanups.push(() => database.close())
    const { db } = database
    for (const [email, age] of [['old@example.com', '25 months'], ['new@example.com', '1 month']] as const) {
      await db.query(
        `with c as (insert into public.contacts (created_at, first_name, last_name, email, phone)
                    values (now() - $2::interval, 'Ann', 'Lee', $1, '5125550148') returning id, created_at),
              a as (insert into public.marketing_audits (created_at, contact_id, business_name, monthly_budget, questionnaire_score)
                    select created_at, id, 'Glow Spa', '2k-5k', 60 from c returning id)
         insert into private.lead_deliveries (audit_id, payload, state, delivered_at, attempts)
         select id, jsonb_build_object('email', $1::text), 'delivered', now(), 1 from a`,
        [email, age],
      )
    }
    await db.query('select * from public.purge_expired_data()')
    const { rows } = await db.query<{ email: string }>(`select payload ->> 'email' as email from private.lead_deliveries`)
    expect(rows.map((row) => row.email)).toEqual(['new@example.com'])
  })
})
