import { existsSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { afterAll, describe, expect, it } from 'vitest'
import {
  apiClient,
  countStored,
  ipRange,
  planSubmissions,
  runSubmissionWave,
  type SubmissionOutcome,
} from '../../src/bench/load-scenario.ts'
import { lockPathFor, readLiveLock } from '../../src/db/lock.ts'
import { localKeys } from '../../src/index.ts'
import { exited, freePort, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { copyMigratedFolder, tempDir, testJwtSecret } from '../helpers/targets.ts'
import { readLeads } from './invariants.ts'

/**
 * The standalone backend (`npm run serve`, a separate process on a temp data
 * folder) is SIGKILLed in the middle of a load run. After a restart on the same folder every
 * submission that had been acknowledged (a 200 with both ids, seen by the client before or as
 * the process died) must be there exactly once, with its audit. The dead process's lock must not
 * block the restart; a live second process on the folder must still be refused.
 *
 * test/lifecycle.test.ts covers the single-lead version of this and the in-process refusal; this
 * file adds the load, the kill mid-flight, and the refusal of a second `serve` process.
 */
const keys = localKeys(testJwtSecret)
const KILL_AFTER_ACKS = 150
/** Requests in flight at once: the most the kill can catch between commit and answer. */
const CONCURRENCY = 50

function startServe(dataDir: string, port: number) {
  return spawnScript('src/cli/serve.ts', [], {
    LOCAL_BACKEND_DATA_DIR: dataDir,
    LOCAL_BACKEND_JWT_SECRET: testJwtSecret,
    LOCAL_BACKEND_TRUST_PROXY_HEADER: 'x-forwarded-for',
    PORT: String(port),
  })
}

/** A request target the URL parser rejects; it used to throw in handles() and kill the process. */
function poisonRequest(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))
    let reply = ''
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()))
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}

describe('crash: SIGKILL during a load run, restart on the same data folder', () => {
  const dir = tempDir('crash-test-')
  const dataDir = join(dir.path, 'pglite')
  // The subject is the crash and the restart, not a first start: a migrated folder.
  copyMigratedFolder(dataDir)
  const children: ReturnType<typeof startServe>[] = []
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited(child)
      }
    }
    dir.remove()
  })

  let outcomes: SubmissionOutcome[] = []
  let acknowledgedAtKill = 0
  let victimPid = 0

  it('serves a load run and is SIGKILLed mid-flight', async () => {
    const port = await freePort()
    const child = startServe(dataDir, port)
    children.push(child)
    await waitForOutput(child, /service_role key\s+\S+/)
    victimPid = child.pid!
    const url = `http://127.0.0.1:${port}`

    // A malformed request target is answered, not fatal.
    expect(await poisonRequest(port)).toBe(404)
    expect(child.exitCode).toBeNull()

    const plan = planSubmissions(ipRange(60, 100), 5, 'crash')
    let killed = false
    const wave = await runSubmissionWave(url, keys.anonKey, plan, {
      concurrency: CONCURRENCY,
      onOutcome: (_outcome, acknowledged) => {
        if (!killed && acknowledged >= KILL_AFTER_ACKS) {
          killed = true
          acknowledgedAtKill = acknowledged
          child.kill('SIGKILL')
        }
      },
    })
    outcomes = wave.outcomes
    expect(await exited(child)).toEqual({ code: null, signal: 'SIGKILL' })

    const acknowledged = outcomes.filter((o) => o.ok)
    const unanswered = outcomes.filter((o) => o.status === 0)
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    // The kill really was mid-run: requests were left without an answer.
    expect(unanswered.length).toBeGreaterThan(0)
    // Every request either got an acknowledgement or no answer at all (no 5xx, no 429).
    expect(acknowledged.length + unanswered.length).toBe(plan.length)
    console.info(
      `[crash] killed after ${acknowledgedAtKill} acknowledgements; ${acknowledged.length} acknowledged in total, ${unanswered.length} unanswered`,
    )
  })

  it('leaves a stale lock that does not block the restart; a live second process is refused; nothing acknowledged is lost', async () => {
    const lockPath = lockPathFor(dataDir)
    expect(existsSync(lockPath)).toBe(true)
    expect((JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number }).pid).toBe(victimPid)
    expect(readLiveLock(dataDir)).toBeNull()

    const port = await freePort()
    const started = performance.now()
    const restarted = startServe(dataDir, port)
    children.push(restarted)
    await waitForOutput(restarted, /service_role key\s+\S+/)
    const restartMs = Math.round(performance.now() - started)
    expect((JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number }).pid).toBe(restarted.pid)

    // A second `serve` on the same folder: refused with the holder's pid, exit code 1.
    const second = startServe(dataDir, await freePort())
    children.push(second)
    let output = ''
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    expect((await exited(second)).code).toBe(1)
    expect(output).toContain(`in use by process ${restarted.pid}`)
    expect(output).toContain('LOCAL_BACKEND_DATA_DIR')
    expect(restarted.exitCode).toBeNull()

    // Every acknowledged submission is there exactly once, with its audit.
    const url = `http://127.0.0.1:${port}`
    const stored = await countStored(url, keys.serviceRoleKey, 'crash')
    const acknowledged = outcomes.filter((o) => o.ok)
    const lost = acknowledged.filter((o) => stored.contactsByEmail.get(o.email) !== 1 || stored.auditsByEmail.get(o.email) !== 1)
    expect(lost.map((o) => o.email)).toEqual([])
    // Nothing stored twice, nothing stored that was never sent.
    const planned = new Set(outcomes.map((o) => o.email))
    for (const [email, n] of stored.contactsByEmail) {
      expect(planned.has(email), email).toBe(true)
      expect(n, email).toBe(1)
      expect(stored.auditsByEmail.get(email), email).toBe(1)
    }
    const { pairing } = await readLeads(apiClient(url, keys.serviceRoleKey))
    expect(pairing).toEqual([])
    // The kill swallowed the answer to some committed submissions: their visitors saw no answer,
    // yet the leads are stored. Only requests in flight at the kill can be among them, and each
    // must still reach the CRM exactly once, like an acknowledged lead: one delivery queued.
    const acknowledgedEmails = new Set(acknowledged.map((o) => o.email))
    const committedUnacknowledged = [...stored.contactsByEmail.keys()].filter((email) => !acknowledgedEmails.has(email)).length
    expect(committedUnacknowledged).toBeLessThanOrEqual(CONCURRENCY)
    const { data: leads, error } = await apiClient(url, keys.serviceRoleKey).rpc('list_recent_leads', { max_rows: 1000 })
    expect(error).toBeNull()
    const queued = new Map<string, string[]>()
    for (const lead of leads as { email: string; delivery_state: string | null }[]) {
      if (stored.contactsByEmail.has(lead.email)) queued.set(lead.email, [...(queued.get(lead.email) ?? []), String(lead.delivery_state)])
    }
    const notQueuedOnce = [...stored.contactsByEmail.keys()].filter((email) => queued.get(email)?.join() !== 'pending')
    expect(notQueuedOnce.map((email) => `${email}: ${queued.get(email)?.join() ?? 'no delivery'}`)).toEqual([])
    console.info(
      `[crash] restart in ${restartMs} ms; ${acknowledged.length} acknowledged, 0 lost; ` +
        `${committedUnacknowledged} committed whose answer the kill swallowed`,
    )

    // The recovered folder takes the next crash too: another load run, killed after 100
    // acknowledgements, and a third start still has everything acknowledged in both runs.
    const secondRun = await runSubmissionWave(url, keys.anonKey, planSubmissions(ipRange(62, 100), 5, 'crashtwo'), {
      concurrency: CONCURRENCY,
      onOutcome: (_outcome, acknowledgedSoFar) => {
        if (acknowledgedSoFar === 100) restarted.kill('SIGKILL')
      },
    })
    expect(await exited(restarted)).toEqual({ code: null, signal: 'SIGKILL' })
    const acknowledgedTwo = secondRun.outcomes.filter((o) => o.ok)
    expect(acknowledgedTwo.length).toBeGreaterThanOrEqual(100)
    expect(secondRun.outcomes.some((o) => o.status === 0)).toBe(true)

    const thirdPort = await freePort()
    const third = startServe(dataDir, thirdPort)
    children.push(third)
    await waitForOutput(third, /service_role key\s+\S+/)
    const thirdUrl = `http://127.0.0.1:${thirdPort}`
    for (const [marker, acks] of [['crash', acknowledged], ['crashtwo', acknowledgedTwo]] as const) {
      const now = await countStored(thirdUrl, keys.serviceRoleKey, marker)
      expect(acks.filter((o) => now.contactsByEmail.get(o.email) !== 1 || now.auditsByEmail.get(o.email) !== 1).map((o) => o.email)).toEqual([])
      expect([...now.contactsByEmail.values()].every((n) => n === 1)).toBe(true)
    }
    expect((await readLeads(apiClient(thirdUrl, keys.serviceRoleKey))).pairing).toEqual([])
    console.info(`[crash] second kill after ${acknowledgedTwo.length} acknowledgements: 0 lost across both crashes`)

    // And it keeps working: a fresh submission, then a graceful stop that removes the lock.
    const after = await runSubmissionWave(thirdUrl, keys.anonKey, planSubmissions(ipRange(61, 1), 1, 'aftercrash'), { concurrency: 1 })
    expect(after.outcomes[0]?.ok).toBe(true)
    third.kill('SIGTERM')
    expect((await exited(third)).code).toBe(0)
    expect(existsSync(lockPath)).toBe(false)
  })
})
