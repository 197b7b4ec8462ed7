import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { waitUntilAnswering } from '../support/wait-until-answering'
import { repoRoot } from './paths'

/** BENCH_PORT and BENCH_WIDGET_PORT let two checkouts run the bench side by side on one machine. */
export const COMPOSED_PORT = Number(process.env.BENCH_PORT ?? 4320)
export const WIDGET_PORT = Number(process.env.BENCH_WIDGET_PORT ?? COMPOSED_PORT + 2)

/**
 * Stands in for the third-party booking/onboarding widget host, which this offline machine cannot
 * reach: a real host answers, so the page loads its iframe and script as it would in production.
 */
export function startWidgetStub(): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.url?.endsWith('.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' }).end('/* widget embed */')
      return
    }
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'max-age=3600' })
    res.end('<!doctype html><html lang="en"><title>Widget</title><body style="font-family:sans-serif"><p>Calendar</p></body></html>')
  })
  return new Promise((resolve) => server.listen(WIDGET_PORT, '127.0.0.1', () => resolve(server)))
}

export const widgetConfig = {
  bookingCalendarUrl: `http://127.0.0.1:${WIDGET_PORT}/booking`,
  telehealthCalendarUrl: `http://127.0.0.1:${WIDGET_PORT}/telehealth`,
  bookingEmbedScriptUrl: `http://127.0.0.1:${WIDGET_PORT}/form_embed.js`,
  onboardingFormUrl: `http://127.0.0.1:${WIDGET_PORT}/onboarding`,
}

/** Fails if something already listens on the port: the bench must measure its own server. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is already in use: stop whatever runs there, then run the bench again`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** The composition server's build, as `npm start` runs it. */
export const SERVER_BUILD = 'shell/dist-server/main.js'

/**
 * The site as `npm start` runs it (the composer on its build, the local backend and the worker beside
 * it, so the bench measures what production runs) on its own port, data folder and shell build.
 */
export async function startSite(port: number, shellDist?: string): Promise<ChildProcess> {
  await assertPortFree(port)
  if (!existsSync(join(repoRoot, SERVER_BUILD))) throw new Error(`${SERVER_BUILD} is not built: run npm run build -w shell`)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      LOCAL_BACKEND_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pglite-')),
      SITE_CONFIG_JSON: JSON.stringify(widgetConfig),
      ...(shellDist ? { SHELL_DIST: shellDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // A server that exits before answering (a start-up error) fails the bench at once.
  try {
    await waitUntilAnswering(child, `http://127.0.0.1:${port}/config.json`, 180_000, `Site on ${port} exited before answering: see its output above`)
  } catch (error) {
    child.kill()
    throw error
  }
  return child
}
