// Starts the composition server for the e2e suite: same code as `npm start`, but a fresh data folder,
// the proxy header trusted from loopback (each test connects from 127.0.0.1 and sends one
// X-Forwarded-For address, the right-most hop and so the client, so rate limits are per test), and
// the server's lead worker posting to the local webhook receiver, signed with a fixed test secret
// and retrying within a fraction of a second instead of production's 30 s. The site config carries
// no overrides: the webhook is a server setting and never public in /config.json.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
// The same defaults as ports.ts.
const port = Number(process.env.E2E_PORT ?? 4310)
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 1)
// A fresh folder each start, at the path the tests read the keys from (E2E_DATA_DIR in ports.ts).
const dataDir = join(tmpdir(), `e2e-pglite-${port}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const env = {
  ...process.env,
  PORT: String(port),
  LOCAL_BACKEND_DATA_DIR: dataDir,
  LOCAL_BACKEND_TRUST_PROXY_HEADER: 'x-forwarded-for',
  LOCAL_BACKEND_TRUSTED_PROXIES: 'loopback',
  SITE_CONFIG_JSON: '{}',
  LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhook`,
  // The same value as LEAD_WEBHOOK_SECRET in ports.ts: the receiver and the tests verify each signature with it.
  LEAD_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k',
  LEAD_DELIVERY_BACKOFF_MS: '200',
  LEAD_DELIVERY_POLL_MS: '100',
}
const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
