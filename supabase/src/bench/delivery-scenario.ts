import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { startLocalBackend } from '../index.ts'
import { deliveryDefaults, startDeliveryWorker } from '../worker/delivery-worker.ts'
import { Webhook } from 'standardwebhooks'
import { summarise, type LatencySummary } from './stats.ts'

/**
 * Lead delivery latency: `submissions` audits (50 in flight, 5 per client address) on a fresh
 * local backend with one delivery worker at its default settings (as `npm start` runs it) and a
 * receiver on 127.0.0.1 that answers 200. Latency per lead is from its commit (the audit's
 * created_at, the payload's `timestamp`) to the moment the receiver has the verified request.
 */
export interface DeliveryReport {
  submissions: number
  delivered: number
  duplicates: number
  badSignatures: number
  worker: { pollMs: number; batchSize: number; leaseMs: number }
  latency: LatencySummary
}

class NoRealtime {
  constructor() {
    throw new Error('unused')
  }
}

const secret = 'whsec_YmVuY2gtZGVsaXZlcnktc2VjcmV0LTAxMjM0NTY3'
const quiet = { info: () => undefined, warn: console.warn, error: console.error }

export async function runDeliveryScenario(submissions = 500, timeoutMs = 120_000): Promise<DeliveryReport> {
  const dir = mkdtempSync(join(tmpdir(), 'backend-delivery-'))
  const received = new Map<string, number>()
  let duplicates = 0
  let badSignatures = 0
  const webhook = new Webhook(secret)
  const receiver: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const at = Date.now()
      const body = Buffer.concat(chunks)
      try {
        webhook.verify(body, req.headers as Record<string, string>)
      } catch {
        badSignatures++
      }
      const payload = JSON.parse(body.toString('utf8')) as { audit_id: string; timestamp: string }
      if (received.has(payload.audit_id)) duplicates++
      else received.set(payload.audit_id, at - Date.parse(payload.timestamp))
      res.writeHead(200)
      res.end()
    })
  })
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lead`

  const backend = await startLocalBackend({ dataDir: join(dir, 'pglite'), trustProxyHeader: 'x-forwarded-for', logger: quiet })
  const url = backend.url
  const worker = startDeliveryWorker({ url, serviceKey: backend.serviceRoleKey, webhookUrl, secret, logger: quiet })
  try {
    let ip = 0
    const sb = createClient(url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as never },
      global: {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers)
          const n = Math.floor(ip++ / 5)
          headers.set('x-forwarded-for', `10.230.${(n >> 8) & 255}.${n & 255}`)
          return fetch(input, { ...init, headers })
        },
      },
    })
    const started = Date.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < submissions) {
          const i = next++
          const { error } = await sb.rpc('submit_marketing_audit', {
            first_name: 'Bench',
            last_name: `Delivery${i}`,
            email: `delivery${i}@example.com`,
            phone: '512-555-0100',
            business_name: 'Benchmark Clinic',
            monthly_budget: '2k-5k',
            questionnaire_score: '60',
            answers: { roi: 2 },
            page_url: 'https://bench.example/marketing-audit?utm_source=bench',
            utm_source: 'bench',
          })
          if (error) throw new Error(`submission ${i} failed: ${error.code} ${error.message}`)
        }
      }),
    )
    while (received.size < submissions && Date.now() - started < timeoutMs) await new Promise((done) => setTimeout(done, 50))
    return {
      submissions,
      delivered: received.size,
      duplicates,
      badSignatures,
      worker: { pollMs: deliveryDefaults.pollMs, batchSize: deliveryDefaults.batchSize, leaseMs: deliveryDefaults.leaseMs },
      latency: summarise([...received.values()], Date.now() - started),
    }
  } finally {
    await worker.stop()
    await backend.close()
    await new Promise<void>((done) => {
      receiver.close(() => done())
      receiver.closeAllConnections()
    })
    rmSync(dir, { recursive: true, force: true })
  }
}
