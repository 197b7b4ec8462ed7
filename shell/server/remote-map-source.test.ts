// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCompositionServer } from './site-server'
import { shellDist } from './paths'
import { remoteMapPath } from './remote-map-source'

const folder = mkdtempSync(join(tmpdir(), 'remote-map-'))
const file = join(folder, 'remotes.json')
let server: Server
let base = ''
let edits = 0

function mapWithBlogAt(entry: string) {
  return {
    remoteMarketing: { entry: '/remotes/remote-marketing/remoteEntry.js', paths: ['/', '/services', '/services/*'] },
    remoteBlog: { entry, paths: ['/blog', '/blog/*'] },
  }
}

/** Rewrites the deployment's map file as a team would, with a modification time of its own. */
function deploy(map: unknown): string {
  const text = JSON.stringify(map, null, 2)
  writeFileSync(file, text)
  edits += 1
  const at = new Date(Date.now() + edits * 2000)
  utimesSync(file, at, at)
  return text
}

async function get(path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(`${base}${path}`)
  return { status: response.status, body: await response.text(), headers: response.headers }
}

function scriptSrc(headers: Headers): string {
  return (headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? ''
}

/** The server looks at the map file at most once a second: the clock moves by hand here. */
const aSecondLater = () => vi.setSystemTime(Date.now() + 1000)

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  process.env.REMOTE_MAP_FILE = file
  deploy(mapWithBlogAt('https://blog.cdn.test/v42/remoteEntry.js'))
  server = createCompositionServer({ api: null })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  vi.useRealTimers()
  delete process.env.REMOTE_MAP_FILE
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
  rmSync(folder, { recursive: true, force: true })
})

describe('the deployed remote map (REMOTE_MAP_FILE)', () => {
  it('is served as /remotes.json, revalidated on every load, and its entries are in the CSP', async () => {
    const first = await get('/remotes.json')
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body)).toEqual(mapWithBlogAt('https://blog.cdn.test/v42/remoteEntry.js'))
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-type')).toMatch(/^application\/json/)
    expect(scriptSrc(first.headers)).toContain('https://blog.cdn.test')
  })

  it('follows an edit of the file without a restart, within a second: the next response and its CSP reflect it', async () => {
    const text = deploy(mapWithBlogAt('https://blog2.cdn.test/v43/remoteEntry.js'))
    // Not stat'ed on every request: the file was looked at less than a second ago.
    expect(JSON.parse((await get('/remotes.json')).body)).toEqual(mapWithBlogAt('https://blog.cdn.test/v42/remoteEntry.js'))
    aSecondLater()
    const next = await get('/remotes.json')
    expect(next.body).toBe(text)
    expect(scriptSrc(next.headers)).toContain('https://blog2.cdn.test')
    expect(scriptSrc(next.headers)).not.toContain('https://blog.cdn.test')
    // Every response carries the policy, pages included.
    expect(scriptSrc((await get('/no-such-page')).headers)).toContain('https://blog2.cdn.test')
  })

  it('with one bad entry, is still served as written; the CSP keeps the other remotes and leaves the bad one out', async () => {
    const map = {
      ...mapWithBlogAt('https://blog3.cdn.test/v44/mf-manifest.json'),
      remoteAudit: { entry: 'https://audit.cdn.test/v7/remoteEntry.js', paths: ['/marketing-audit'] },
    }
    const text = deploy(map)
    aSecondLater()
    const next = await get('/remotes.json')
    expect(next.body).toBe(text)
    expect(scriptSrc(next.headers)).toContain('https://audit.cdn.test')
    expect(scriptSrc(next.headers)).not.toContain('blog3.cdn.test')
  })

  it('defaults to the map of the shell build', () => {
    const set = process.env.REMOTE_MAP_FILE
    delete process.env.REMOTE_MAP_FILE
    try {
      expect(remoteMapPath()).toBe(join(shellDist, 'remotes.json'))
    } finally {
      process.env.REMOTE_MAP_FILE = set
    }
  })
})
