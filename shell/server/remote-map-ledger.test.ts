// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { startLocalBackend, type LocalBackend } from 'backend'
import { passToApi } from 'shared/server/api-gateway'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'
import { shellDist } from './paths'
import { apiReleaseLedger, composerCredentialFromEnv } from './release-ledger-map'
import { registry } from './metrics'
import { createRemoteMapSource, remoteMapSettingsFromEnv } from './remote-map-source'

/**
 * The map from the release ledger (docs/deploying.md, "Release a remote"), read over the backend's
 * API with the anon key (the local backend of `npm start` as a hosted one); a ledger that cannot be
 * read keeps the map read before.
 */
const buildMap = () => JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, { entry: string; paths: string[] }>
const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
const close = (server: Server) => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections() })

let backend: LocalBackend
const errors: string[] = []

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  backend = await startLocalBackend({
    dataDir: 'memory://',
    jwtSecret: 'remote-map-ledger-test-secret-with-32-characters',
    seedMap: buildMap(),
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  })
  // PGlite starts a whole PostgreSQL (initdb and the migrations) for this file.
}, 120_000)

afterAll(async () => {
  await backend?.close()
})

/** The operator's promote of a new blog release, through the API as `npm run release` does it. */
async function promoteBlog(apiUrl: string, entry: string) {
  const release = await operatorCall(apiUrl, 'release_register', { remote: 'remoteBlog', entry, check_ok: true, check_result: [] })
  await operatorCall(apiUrl, 'release_promote', { remote: 'remoteBlog', release_id: release.id })
}

/** An operator's call of a ledger function over the API, as `npm run release` makes it. */
async function operatorCall<T = { id: number }>(apiUrl: string, fn: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

describe('the remote map from the release ledger', () => {
  it('is the default when no map is named; REMOTE_MAP_FILE and REMOTE_MAP_URL still name one', () => {
    expect(remoteMapSettingsFromEnv({}).kind).toBe('ledger')
    expect(remoteMapSettingsFromEnv({ REMOTE_MAP_FILE: '/srv/site/remotes.json' }).kind).toBe('file')
    expect(remoteMapSettingsFromEnv({ REMOTE_MAP_URL: 'https://deploy.example/remotes.json' }).kind).toBe('url')
  })

  it("reads a backend's ledger over its API with the anon key, and keeps the last map while the API fails", async () => {
    let failing = false
    const api = createServer((req, res) => {
      if (failing) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>')
      void passToApi(backend.postgrestUrl, req, res, null)
    })
    const apiUrl = await listen(api)
    const ledger = apiReleaseLedger(`${apiUrl}/rest/v1`, backend.anonKey, { timeoutMs: 1000, maxBytes: 65536 })
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

  it("reads the candidates and writes a canary's counts only with a composer's credential, never with the anon key alone", async () => {
    const apiUrl = backend.url
    {
      const release = await operatorCall(apiUrl, 'release_register', { remote: 'remoteBlog', entry: 'https://blog.cdn.example/v9/remoteEntry.js', check_ok: true, check_result: [] })
      const { canary } = await operatorCall<{ canary: number }>(apiUrl, 'release_canary', { remote: 'remoteBlog', release_id: release.id, percent: 10 })
      const { credential } = await operatorCall<{ credential: string }>(apiUrl, 'release_issue_credential', { team: 'composers', label: 'ledger-test' })
      const limits = { timeoutMs: 2000, maxBytes: 65536 }
      // Without a credential: no candidate is learnt, and nothing is counted (a visitor's key reads neither).
      const anonymous = apiReleaseLedger(`${apiUrl}/rest/v1`, backend.anonKey, limits)
      expect(await anonymous.readRollouts!()).toBeNull()
      const refused = await fetch(`${apiUrl}/rest/v1/rpc/release_rollouts`, { method: 'POST', headers: { apikey: backend.anonKey, 'content-type': 'application/json' }, body: '{}' })
      expect(refused.status).toBe(401)
      expect(await refused.text()).not.toContain('blog.cdn.example/v9')
      // With it (read again at each use, as from RELEASE_COMPOSER_CREDENTIAL_FILE).
      const composer = apiReleaseLedger(`${apiUrl}/rest/v1`, backend.anonKey, limits, composerCredentialFromEnv({ RELEASE_COMPOSER_CREDENTIAL: credential })!)
      const rollouts = JSON.parse((await composer.readRollouts!())!) as { canaries: Record<string, { id: number; entry: string; judgeError: string | null }> }
      expect(rollouts.canaries.remoteBlog).toMatchObject({ id: canary, entry: 'https://blog.cdn.example/v9/remoteEntry.js', judgeError: null })
      await composer.report!([{ canary, cohort: 'c', requests: 4, failures: 1 }])
      const [status] = await operatorCall<{ canary: { candidate: { requests: number; serverFailures: number } } }[]>(apiUrl, 'release_status', { remote: 'remoteBlog' })
      expect(status!.canary.candidate).toMatchObject({ requests: 4, serverFailures: 1 })
      await operatorCall(apiUrl, 'release_abort', { remote: 'remoteBlog' })
      expect(() => composerCredentialFromEnv({ RELEASE_COMPOSER_CREDENTIAL: 'a', RELEASE_COMPOSER_CREDENTIAL_FILE: '/x' })).toThrow(/both set/)
    }
  })

  it('says in the log and the metrics when the guard cannot judge a running canary, and when it can again', async () => {
    let judgeError: string | null = 'invalid input syntax for type bigint: "1.5"'
    const canary = () => ({ id: 41, release: 9, entry: 'https://blog.cdn.example/v9/remoteEntry.js', percent: 10, judgeError })
    const source = createRemoteMapSource({ ...ledgerSettings(), revalidateMs: 50 }, undefined, {
      source: 'a test ledger',
      readMap: () => Promise.resolve(JSON.stringify(buildMap())),
      readRollouts: () => Promise.resolve(JSON.stringify({ canaries: { remoteBlog: canary() }, previews: {}, live: {} })),
    })
    const gauge = async () => (await registry.getSingleMetric('composer_canary_unjudged')!.get()).values.find((v) => v.labels.section === 'remoteBlog')?.value
    try {
      await vi.waitFor(async () => expect(await gauge()).toBe(1), { timeout: 2000, interval: 20 })
      expect(errors.filter((line) => line.includes("remoteBlog's canary 41 cannot be judged (invalid input syntax"))).toHaveLength(1)
      judgeError = null
      await vi.waitFor(async () => expect(await gauge()).toBe(0), { timeout: 2000, interval: 20 })
    } finally {
      source.close()
    }
  })

  it('names a database without the ledger in the log', async () => {
    const api = createServer((_req, res) => void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'PGRST202', message: 'Could not find the function public.release_map without parameters in the schema cache' })))
    const apiUrl = await listen(api)
    try {
      await expect(apiReleaseLedger(`${apiUrl}/rest/v1`, 'anon', { timeoutMs: 1000, maxBytes: 65536 }).readMap()).rejects.toThrow(/answered HTTP 404: the database has no release ledger yet/)
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
