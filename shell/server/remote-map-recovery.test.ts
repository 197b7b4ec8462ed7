// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { logTo, type LogFields } from './log'
import { createRemoteMapSource, type RemoteMapLedger, type RemoteMapSource } from './remote-map-source'

/**
 * A map that cannot be read is logged once when that starts, and its recovery once when it ends
 * (docs/deploying.md, "Logs"), whichever source it comes from.
 */
const lines: { level: string; fields: LogFields; msg: string }[] = []
const keep = (level: string) => (fields: LogFields, msg: string) => void lines.push({ level, fields, msg })
logTo({ info: keep('info'), warn: keep('warn'), error: keep('error') })

const folder = mkdtempSync(join(tmpdir(), 'remote-map-recovery-'))
const sources: RemoteMapSource[] = []
afterAll(() => {
  for (const source of sources) source.close()
  rmSync(folder, { recursive: true, force: true })
})

const map = { remoteBlog: { entry: 'https://blog.cdn.example/v1/remoteEntry.js', paths: ['/blog', '/blog/*'] } }
const limits = { timeoutMs: 1000, maxBytes: 65536 }
const events = (source: string) => lines.filter((line) => line.fields.source === source).map((line) => `${line.level} ${line.fields.event}`)

describe('the remote map, failing and recovering', () => {
  it("logs the release ledger's failure once and its recovery once, as an event of its own", async () => {
    let failing = false
    let reads = 0
    /** Resolves once the source has read the ledger `more` times after now. */
    const readsMore = (more: number) => {
      const until = reads + more
      return vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(until))
    }
    const ledger: RemoteMapLedger = {
      source: 'https://www.example.com/rest/v1/rpc/release_map (the release ledger)',
      readMap: async () => {
        reads += 1
        if (failing) throw new Error('https://www.example.com/rest/v1/rpc/release_map answered HTTP 502')
        return JSON.stringify(map)
      },
    }
    const source = createRemoteMapSource({ kind: 'ledger', fallback: join(folder, 'none.json'), revalidateMs: 20, limits }, undefined, ledger)
    sources.push(source)
    await vi.waitFor(() => expect(source.deployedRemoteMap().remotes).toEqual(map))
    failing = true
    await vi.waitFor(() => expect(events(ledger.source)).toContain('error map-refused'))
    // Several failed reads: still one line.
    await readsMore(3)
    failing = false
    await vi.waitFor(() => expect(events(ledger.source)).toContain('info map-recovered'))
    await readsMore(3)
    expect(events(ledger.source)).toEqual(['error map-refused', 'info map-recovered'])
    expect(lines.find((line) => line.fields.event === 'map-recovered')).toMatchObject({ fields: { source: ledger.source, serving: ['remoteBlog'] }, msg: `Remote map: ${ledger.source} is readable again (serving remoteBlog)` })
  })

  it('logs a map file that could not be used, and its recovery once it is fixed', () => {
    const file = join(folder, 'remotes.json')
    let edits = 0
    const write = (text: string) => {
      writeFileSync(file, text)
      const at = new Date(Date.now() + ++edits * 2000)
      utimesSync(file, at, at)
    }
    write('{ "remoteBlog": ')
    const source = createRemoteMapSource({ kind: 'file', path: file, deployed: true })
    sources.push(source)
    expect(source.deployedRemoteMap().remotes).toBeNull()
    write(JSON.stringify(map))
    expect(source.deployedRemoteMap().remotes).toEqual(map)
    expect(events(file)).toEqual(['error map-unusable', 'info map-recovered'])
  })
})
