// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from './paths'

/**
 * `npm start` as an operator runs it (scripts/start.mjs, the shell's builds in place): plain node on
 * the composition server's build, and the two modes of docs/deploying.md "Production".
 */

const work = mkdtempSync(join(tmpdir(), 'production-start-'))
const started: ChildProcess[] = []
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode !== null) continue
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(work, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

async function start(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LEAD_DELIVERY_WORKER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 60 s:\n${output}`)
    try {
      if ((await fetch(`${url}/config.json`)).ok) return { url, child }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The command lines of a process and all its descendants (Linux /proc). */
function commandLines(pid: number): string[][] {
  const own = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  return [own, ...children.flatMap(commandLines)]
}

describe('npm start', () => {
  it('with a backend named in the site settings: node on built files, no tsx, no data folder, no /rest/v1', async () => {
    const dataDir = join(work, 'never-created')
    const settings = { backend: { url: 'https://project.supabase.test', anonKey: 'hosted-anon-key' } }
    // A hand-edited map: the hosted project here is not reachable, so its release ledger is not either.
    const { url, child } = await start({ SITE_CONFIG_JSON: JSON.stringify(settings), LOCAL_BACKEND_DATA_DIR: dataDir, REMOTE_MAP_FILE: join(repoRoot, 'shell/dist/remotes.json') })

    const processes = commandLines(child.pid ?? 0)
    expect(processes.some((argv) => argv.join(' ').includes('tsx')), processes.map((a) => a.join(' ')).join('\n')).toBe(false)
    expect(processes.map((argv) => argv.slice(1).join(' '))).toContain('shell/dist-server/main.js')

    expect(existsSync(dataDir)).toBe(false)
    for (const path of ['/rest/v1/', '/rest/v1/marketing_audits', '/rest/v1/rpc/submit_marketing_audit']) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404)
    }
    expect((await fetch(`${url}/rest/v1/rpc/submit_marketing_audit`, { method: 'POST', body: '{}' })).status).toBe(404)
    // The browser is pointed at the hosted backend, and the page is composed as usual.
    expect(await (await fetch(`${url}/config.json`)).json()).toMatchObject(settings)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('https://project.supabase.test')
  }, 90_000)

  it("with a backend named and no map: the map is the backend's release ledger, and /healthz says when it cannot be read", async () => {
    const settings = { backend: { url: 'http://127.0.0.1:9', anonKey: 'hosted-anon-key' } }
    const { url } = await start({ SITE_CONFIG_JSON: JSON.stringify(settings), LOCAL_BACKEND_DATA_DIR: join(work, 'never-created-either') })
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'unavailable', problems: ['the remote map is not loaded'] })
    expect((await fetch(`${url}/`)).status).toBe(503)
  }, 90_000)

  it('with no backend named: the embedded backend, its data folder and /rest/v1', async () => {
    const dataDir = join(work, 'embedded')
    const { url } = await start({ SITE_CONFIG_JSON: '{}', LOCAL_BACKEND_DATA_DIR: dataDir })
    expect(existsSync(dataDir)).toBe(true)
    const config = (await (await fetch(`${url}/config.json`)).json()) as { backend: { url: null; anonKey: string } }
    expect(config.backend.url).toBeNull()
    const api = await fetch(`${url}/rest/v1/marketing_audits?select=id`, { headers: { apikey: config.backend.anonKey } })
    // The table exists there (the anon role may not read it): answered by the embedded API.
    expect(api.status).not.toBe(404)
    expect(api.headers.get('content-type')).toMatch(/json/)
  }, 90_000)
})
