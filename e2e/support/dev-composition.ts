import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './blog-release'
import { freePort, freePortRun } from './free-port'
import { ProcessGroup, type GroupProcess } from './process-group'

export interface DevComposition {
  /** The site as `npm run dev` serves it: `http://localhost:<port>`. */
  origin: string
  /** The `npm run dev` process (its whole process group stops with `stop`). */
  process: GroupProcess
  /** Its output so far, for a failure's message. */
  report(): string
  stop(): Promise<void>
}

interface DevCompositionOptions {
  /** A page's path: the start counts as done once it answers 200 (a composed page). */
  ready?: string
  /** Added to the environment. */
  env?: Record<string, string>
  timeoutMs?: number
  /** The backend's data folder, kept after `stop` (default: a fresh one, removed after). */
  dataDir?: string
}

/**
 * `npm run dev` with `args` (`--only remote-blog`, …), on ports of its own (never the default ones a
 * developer's `npm run dev` holds); resolves once `ready` answers 200, which means a page was composed.
 */
export async function startDevComposition(args: string[], { ready = '/', env = {}, timeoutMs = 300_000, dataDir: keptDataDir }: DevCompositionOptions = {}): Promise<DevComposition> {
  const port = await freePortRun(6)
  const apiPort = await freePort()
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'e2e-dev-'))
  const group = new ProcessGroup()
  const started = group.start('npm run dev', process.execPath, ['scripts/dev.mjs', '--port', String(port), '--api-port', String(apiPort), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_BACKEND_DATA_DIR: dataDir, ...env },
  })
  const origin = `http://localhost:${port}`
  const stop = async () => {
    await group.stopAll()
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await group.waitFor(started, `a composed page at ${ready}`, async () => (await fetch(`${origin}${ready}`)).status === 200, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, process: started, report: () => group.report(), stop }
}
