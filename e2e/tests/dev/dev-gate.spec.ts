import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { repoRoot } from '../../support/blog-release'
import { freePort } from '../../support/free-port'

/**
 * scripts/dev-gate.mjs, which `npm run dev` puts in front of each remote's dev server: the server
 * starts on the site's first request for it, that request gets its answer, and a stop reaches it.
 * The "dev server" here is a small HTTP server that takes a moment to start, as Vite does.
 */
const gate = join(repoRoot, 'scripts/dev-gate.mjs')
let dir = ''
const started: ChildProcess[] = []
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-dev-gate-'))
})
test.afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** A dev server on `port` that writes `marker` as it starts and listens 800 ms later. */
function devServerCommand(port: number, marker: string): string[] {
  const program = `require('fs').writeFileSync(${JSON.stringify(marker)}, String(process.pid)); setTimeout(() => require('http').createServer((q, s) => s.end('from the dev server ' + q.url)).listen(${port}, '127.0.0.1'), 800)`
  return [process.execPath, '-e', program]
}

function startGate(port: number, command: string[]) {
  return runGate([String(port), ...command])
}

/** The gate with `args`, its output (stdout and stderr) so far, and its exit code once it exits. */
function runGate(args: string[]) {
  const child = spawn(process.execPath, [gate, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // 'close', not 'exit': by then its output has all arrived.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

test('a remote behind its gate starts on the first request, which it answers; a stop reaches it', async () => {
  const port = await freePort()
  const marker = join(dir, 'started')
  const running = startGate(port, devServerCommand(port, marker))
  await expect.poll(running.output).toContain(`Starts when the site first needs it (port ${port}).`)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(existsSync(marker), 'started before anyone asked').toBe(false)

  // The first request comes while nothing but the gate listens, and is answered by the dev server.
  const response = await fetch(`http://127.0.0.1:${port}/release.json`)
  expect(await response.text()).toBe('from the dev server /release.json')
  expect(existsSync(marker)).toBe(true)
  expect(await (await fetch(`http://127.0.0.1:${port}/again`)).text()).toBe('from the dev server /again')

  running.child.kill('SIGTERM')
  expect(await running.exited).toBe(0)
  await expect.poll(async () => fetch(`http://127.0.0.1:${port}/`).then(() => 'answers', () => 'stopped')).toBe('stopped')
})

test('a stop before any request ends the gate without starting the server', async () => {
  const port = await freePort()
  const marker = join(dir, 'never')
  const running = startGate(port, devServerCommand(port, marker))
  await expect.poll(running.output).toContain('Starts when')
  running.child.kill('SIGINT')
  expect(await running.exited).toBe(0)
  expect(existsSync(marker)).toBe(false)
})

test('a dev server that fails to start fails its gate with its exit code, and a taken port fails at once', async () => {
  const port = await freePort()
  const failing = startGate(port, [process.execPath, '-e', 'process.exit(3)'])
  await expect.poll(failing.output).toContain('Starts when')
  await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined)
  expect(await failing.exited).toBe(3)

  const taken: Server = createServer()
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
  try {
    const refused = startGate(port, devServerCommand(port, join(dir, 'taken')))
    expect(await refused.exited).toBe(1)
    expect(refused.output()).toContain(`Port ${port} is in use`)
  } finally {
    taken.close()
  }
})

test('--help says how to use it; a bad port or no program exits 2 with what is wrong', async () => {
  const run = async (args: string[]) => {
    const gated = runGate(args)
    const code = await gated.exited
    return { code, output: gated.output() }
  }
  const usage = await run(['--help'])
  expect(usage).toMatchObject({ code: 0 })
  expect(usage.output).toContain('Usage: node scripts/dev-gate.mjs <port> <program>')
  const badPort = await run(['port', 'vite'])
  expect(badPort.code).toBe(2)
  expect(badPort.output).toContain('the port must be a number from 1 to 65535; it is "port"')
  const noProgram = await run(['5999'])
  expect(noProgram.code).toBe(2)
  expect(noProgram.output).toContain('no program to start')
})
