import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { freePort } from '../../support/free-port'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * The local operations a new user trips over: a supervisor that stops the pid of `npm start`
 * must stop everything and free the data folder; `npm run dev` keeps a data folder of its own, so
 * it runs beside `npm start`.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return check()
}

test.describe('local operations', () => {
  test.describe.configure({ timeout: 180_000 })
  const dataDirs: string[] = []
  const children: ChildProcess[] = []
  test.afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  // One `npm start` serves both checks: a start is the slowest step here.
  test('npm run dev keeps its own data folder, so its backend starts while npm start holds the default one; kill -TERM of the npm start pid then stops the server and frees its folder', async () => {
    const previous = process.env.LOCAL_BACKEND_DATA_DIR
    delete process.env.LOCAL_BACKEND_DATA_DIR
    const { devCommands, devDataDir } = await import('../../../scripts/dev.mjs')
    if (previous !== undefined) process.env.LOCAL_BACKEND_DATA_DIR = previous
    // `npm start`'s default folder (supabase/src/paths.ts).
    expect(devDataDir).not.toBe(join(root, '.data/pglite'))
    for (const command of devCommands) expect(command.env.LOCAL_BACKEND_DATA_DIR, command.name).toBe(devDataDir)

    // Both at once, for real: `npm start` holding one folder, and the dev backend command on its own.
    const startDir = mkdtempSync(join(tmpdir(), 'e2e-start-'))
    const devDir = mkdtempSync(join(tmpdir(), 'e2e-dev-'))
    dataDirs.push(startDir, devDir)
    const startPort = await freePort()
    const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(startPort), LOCAL_BACKEND_DATA_DIR: startDir }, stdio: 'ignore' })
    children.push(npm)
    await waitUntilAnswering(npm, `http://127.0.0.1:${startPort}/config.json`, 150_000, 'npm start exited before answering')
    const backend = devCommands.find((command) => command.name === 'backend')!
    const devPort = await freePort()
    const [program, ...args] = backend.command.split(' ')
    const dev = spawn(program!, args, { cwd: root, env: { ...process.env, ...backend.env, LOCAL_BACKEND_DATA_DIR: devDir, PORT: String(devPort) }, stdio: 'ignore', detached: true })
    children.push(dev)
    // The API answers (401 without a key) once the dev backend listens.
    await waitUntilAnswering(dev, `http://127.0.0.1:${devPort}/rest/v1/analytics_events`, 90_000, 'the dev backend exited', (response) => response.status === 401)
    expect((await fetch(`http://127.0.0.1:${startPort}/config.json`)).ok).toBe(true)
    // npm passes no signal on: stop the dev backend's whole process group.
    process.kill(-dev.pid!, 'SIGTERM')

    // A supervisor stops the pid it started. The server holds the data folder's lock under its own
    // pid; its parent is scripts/start.mjs, not npm.
    const lock = JSON.parse(readFileSync(join(startDir, '.local-backend.lock'), 'utf8')) as { pid: number }
    const server = lock.pid
    const supervisor = parentOf(server)
    expect(supervisor).not.toBe(npm.pid)
    // PostgREST is the backend's child, and stops with it.
    const postgrest = Number(readFileSync(join(startDir, 'postgrest.pid'), 'utf8'))
    expect(parentOf(postgrest)).toBe(server)

    npm.kill('SIGTERM')
    expect(await until(() => !alive(server) && !alive(supervisor) && !alive(postgrest), 20_000), 'server, PostgREST and start.mjs are gone').toBe(true)
    expect(existsSync(join(startDir, '.local-backend.lock')), 'the data folder lock is released').toBe(false)
    await expect(fetch(`http://127.0.0.1:${startPort}/config.json`)).rejects.toThrow()
  })

  test('npm start whose output nobody reads any more (npm start | head) stops every part and frees its folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-epipe-'))
    dataDirs.push(dataDir)
    const port = await freePort()
    const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), LOCAL_BACKEND_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'ignore'] })
    children.push(start)
    start.stdout!.resume()
    await waitUntilAnswering(start, `http://127.0.0.1:${port}/config.json`, 150_000, 'npm start exited before answering')
    const server = (JSON.parse(readFileSync(join(dataDir, '.local-backend.lock'), 'utf8')) as { pid: number }).pid
    const postgrest = Number(readFileSync(join(dataDir, 'postgrest.pid'), 'utf8'))
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
    // The reader goes; the next line start.mjs passes on (the backend's, on PostgREST's restart) meets a closed pipe.
    start.stdout!.destroy()
    process.kill(postgrest, 'SIGKILL')
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000))])).toBe(0)
    expect(await until(() => !alive(server), 20_000), 'the backend is gone').toBe(true)
    expect(existsSync(join(dataDir, '.local-backend.lock')), 'the data folder lock is released').toBe(false)
  })
})
