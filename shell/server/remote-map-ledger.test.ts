// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { startLocalBackend, type LocalBackend } from 'backend'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './compose'
import { shellDist } from './paths'
import { apiReleaseLedger } from './release-ledger-map'
import { remoteMapSettingsFromEnv } from './remote-map-file'

/**
 * The map from the release ledger (docs/deploying.md, "Release a remote"): the embedded one is
 * served the moment a change commits; a backend's is read over its API with the anon key; a
 * ledger that cannot be read keeps the map read before.
 */
const buildMap = () => JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>
const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
const close = (server: Server) => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections() })

let backend: LocalBackend
const errors: string[] = []

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  backend = await startLocalBackend({ dataDir: 'memory://', jwtSecret: 'remote-map-ledger-test-secret-with-32-characters', logger: { info: () => undefined, warn: () => undefined, error: () => undefined } })
  await backend.releaseLedger.seed(buildMap())
  // PGlite starts a whole PostgreSQL (initdb and the migrations) for this file.
}, 120_000)

afterAll(async () => {
  await backend?.close()
})

/** The operator's promote of a new blog release, through the API as `npm run release` does it. */
async function promoteBlog(apiUrl: string, entry: string) {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const response = await fetch(`${apiUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as { id: number }
  }
  const release = await call('release_register', { remote: 'remoteBlog', entry, check_ok: true, check_result: [] })
  await call('release_promote', { remote: 'remoteBlog', release_id: release.id })
}

describe('the remote map from the release ledger', () => {
  it('is the default when no map is named; REMOTE_MAP_FILE and REMOTE_MAP_URL still name one', () => {
    expect(remoteMapSettingsFromEnv({}).kind).toBe('ledger')
    expect(remoteMapSettingsFromEnv({ REMOTE_MAP_FILE: '/srv/site/remotes.json' }).kind).toBe('file')
    expect(remoteMapSettingsFromEnv({ REMOTE_MAP_URL: 'https://deploy.example/remotes.json' }).kind).toBe('url')
  })

  it('serves a promote of the embedded ledger on the next request, without waiting for a poll', async () => {
    // A poll an hour apart: only the ledger's own notice can bring the change this soon.
    const site = createCompositionServer({ api: backend, ledger: backend.releaseLedger, settings: { remoteMap: { ...ledgerSettings(), revalidateMs: 3_600_000 } } })
    const url = await listen(site)
    try {
      await vi.waitFor(async () => expect((await (await fetch(`${url}/remotes.json`)).json()) as object).toEqual(buildMap()))
      const entry = 'https://blog.cdn.example/v2/remoteEntry.js'
      await promoteBlog(url, entry)
      await vi.waitFor(async () => expect(((await (await fetch(`${url}/remotes.json`)).json()) as Record<string, { entry: string }>).remoteBlog!.entry).toBe(entry), { timeout: 1000, interval: 20 })
      // The CSP follows the map it was read from.
      expect((await fetch(`${url}/config.json`)).headers.get('content-security-policy')).toContain('https://blog.cdn.example')
    } finally {
      await close(site)
    }
  })

  it("reads a backend's ledger over its API with the anon key, and keeps the last map while the API fails", async () => {
    let failing = false
    const api = createServer((req, res) => {
      if (failing) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>')
      void backend.handle(req, res)
    })
    const apiUrl = await listen(api)
    const ledger = apiReleaseLedger(apiUrl, backend.anonKey, { timeoutMs: 1000, maxBytes: 65536 })
    const site = createCompositionServer({ api: null, ledger, settings: { remoteMap: { ...ledgerSettings(), revalidateMs: 200 } } })
    const url = await listen(site)
    try {
      const first = (await ledger.readMap()) as string
      await vi.waitFor(async () => expect(await (await fetch(`${url}/remotes.json`)).text()).toBe(first))
      failing = true
      await vi.waitFor(() => expect(errors.join('\n')).toMatch(/REFUSED the new http:.*release_map \(the release ledger\): .*answered HTTP 502\. Still serving the map read before/), { timeout: 2000 })
      expect(await (await fetch(`${url}/remotes.json`)).text()).toBe(first)
      failing = false
      const entry = 'https://blog.cdn.example/v3/remoteEntry.js'
      await promoteBlog(apiUrl, entry)
      await vi.waitFor(async () => expect(((await (await fetch(`${url}/remotes.json`)).json()) as Record<string, { entry: string }>).remoteBlog!.entry).toBe(entry), { timeout: 2000, interval: 50 })
    } finally {
      await close(site)
      await close(api)
    }
  })

  it('names a database without the ledger in the log', async () => {
    const api = createServer((_req, res) => void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'PGRST202', message: 'Could not find the function public.release_map without parameters in the schema cache' })))
    const apiUrl = await listen(api)
    try {
      await expect(apiReleaseLedger(apiUrl, 'anon', { timeoutMs: 1000, maxBytes: 65536 }).readMap()).rejects.toThrow(/answered HTTP 404: the database has no release ledger yet/)
    } finally {
      await close(api)
    }
  })
})

function ledgerSettings() {
  const settings = remoteMapSettingsFromEnv({})
  if (settings.kind !== 'ledger') throw new Error('expected the ledger settings')
  return settings
}
