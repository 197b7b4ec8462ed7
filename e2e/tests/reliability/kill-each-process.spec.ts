import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { readLocalKeys } from 'backend'
import { sampleAudit } from 'backend/sample-audit'
import { freePort } from '../../support/free-port'
import { LEAD_WEBHOOK_SECRET } from '../../support/ports'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * `npm start` runs the composer, the local backend and its PostgREST as processes of their own.
 * Each is killed with SIGKILL in turn while leads come in; the supervisor starts it again, as
 * production's units do, and no acknowledged lead is lost or delivered twice. The client retries
 * as the audit form does: the same request id, on a network error or a 5xx.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const leads = 60
/** The form's retries: 1, 2, 4 and 8 s apart, and a few more here so that a backend start (seconds) is covered. */
const retryDelaysMs = [1000, 2000, 4000, 8000, 8000, 8000]

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

function args(i: number, requestId: string) {
  return sampleAudit({ last_name: `Stone ${i}`, email: `avery.kill.${i}.${requestId.slice(0, 8)}@glowclinic.example`, request_id: requestId })
}

test.describe('a part of npm start killed with SIGKILL', () => {
  test.describe.configure({ timeout: 300_000 })
  let start: ChildProcess | null = null
  let receiver: Server | null = null
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-kill-'))
  test.afterAll(async () => {
    if (start?.pid && start.exitCode === null) {
      start.kill('SIGTERM')
      await new Promise((resolve) => start!.once('exit', resolve))
    }
    receiver?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test(`${leads} leads while the composer, PostgREST and the backend are each killed: every acknowledged lead is stored once and delivered once`, async () => {
    const deliveries = new Map<string, Set<string>>()
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { audit_id: string }
        const ids = deliveries.get(body.audit_id) ?? new Set<string>()
        ids.add(String(req.headers['webhook-id']))
        deliveries.set(body.audit_id, ids)
        res.writeHead(200).end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve))
    const port = await freePort()
    const site = `http://127.0.0.1:${port}`
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        LOCAL_BACKEND_DATA_DIR: dataDir,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
        LEAD_WEBHOOK_SECRET,
        LEAD_DELIVERY_POLL_MS: '100',
        LEAD_DELIVERY_BACKOFF_MS: '200',
        // Each lead comes from an address of its own (the audit limit is 5 per address an hour).
        LOCAL_BACKEND_TRUST_PROXY_HEADER: 'x-forwarded-for',
        LOCAL_BACKEND_TRUSTED_PROXIES: 'loopback',
      },
    })
    await waitUntilAnswering(start, `${site}/config.json`, 150_000, 'npm start exited before answering')
    const anonKey = readLocalKeys(dataDir)!.anonKey
    const supervisor = start.pid!

    const kills: Record<number, () => number> = {
      15: () => childrenOf(supervisor).find((pid) => commandOf(pid).includes('shell/dist-server/main.js'))!,
      30: () => Number(readFileSync(join(dataDir, 'postgrest.pid'), 'utf8')),
      45: () => (JSON.parse(readFileSync(join(dataDir, '.local-backend.lock'), 'utf8')) as { pid: number }).pid,
    }
    const killed: string[] = []
    const acknowledged = new Map<string, string>()
    const lost: string[] = []
    const submit = async (i: number) => {
      const requestId = randomUUID()
      for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
        try {
          const response = await fetch(`${site}/rest/v1/rpc/submit_marketing_audit`, {
            method: 'POST',
            headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${i % 250}` },
            body: JSON.stringify(args(i, requestId)),
            signal: AbortSignal.timeout(15_000),
          })
          if (response.status === 200) {
            acknowledged.set(requestId, ((await response.json()) as { audit_id: string }).audit_id)
            return
          }
          if (response.status < 500) throw new Error(`lead ${i}: HTTP ${response.status} ${await response.text()}`)
        } catch (error) {
          if (error instanceof Error && error.message.startsWith(`lead ${i}:`)) throw error
        }
        if (attempt < retryDelaysMs.length) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]))
      }
      lost.push(requestId)
    }
    for (let i = 0; i < leads; i += 3) {
      const victim = kills[i]
      if (victim) {
        const pid = victim()
        killed.push(commandOf(pid).slice(0, 80))
        process.kill(pid, 'SIGKILL')
      }
      await Promise.all([i, i + 1, i + 2].map(submit))
    }
    expect(killed).toHaveLength(3)
    expect(lost, 'leads the client gave up on').toEqual([])
    expect(acknowledged.size).toBe(leads)

    // Stored once each: the request id is unique, and every acknowledged audit is there.
    const serviceKey = readLocalKeys(dataDir)!.serviceRoleKey
    const stored = await fetch(`${site}/rest/v1/marketing_audits?select=id,request_id&limit=1000`, {
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'x-forwarded-for': '198.18.9.9' },
    })
    expect(stored.status).toBe(200)
    const rows = (await stored.json()) as { id: string; request_id: string }[]
    expect(rows).toHaveLength(leads)
    expect(new Map(rows.map((row) => [row.request_id, row.id]))).toEqual(acknowledged)

    // Delivered once each: every audit reached the receiver, under one webhook id.
    await expect.poll(() => deliveries.size, { timeout: 60_000 }).toBe(leads)
    expect([...acknowledged.values()].filter((auditId) => deliveries.get(auditId)?.size !== 1)).toEqual([])
  })
})
