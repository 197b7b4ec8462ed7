// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runtimeConfig } from './runtime-config'

afterEach(() => {
  delete process.env.SITE_CONFIG_FILE
  delete process.env.SITE_CONFIG_JSON
  vi.restoreAllMocks()
})

describe('run-time config for /config.json', () => {
  it('points the browser at the local backend when the deployment configures none', () => {
    expect(runtimeConfig('anon')).toEqual({ backend: { url: null, anonKey: 'anon' } })
    expect(runtimeConfig(null)).toEqual({})
  })

  it('serves the deployment file and picks up edits without a restart', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cfg-')), 'site.json')
    writeFileSync(file, JSON.stringify({ siteUrl: 'https://a.test' }))
    process.env.SITE_CONFIG_FILE = file
    expect(runtimeConfig('anon')).toMatchObject({ siteUrl: 'https://a.test', backend: { anonKey: 'anon' } })
    writeFileSync(file, JSON.stringify({ siteUrl: 'https://b.test', backend: { url: 'https://x.supabase.co', anonKey: 'k' } }))
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect(runtimeConfig('anon')).toEqual({ siteUrl: 'https://b.test', backend: { url: 'https://x.supabase.co', anonKey: 'k' } })
  })

  it('keeps serving when the file is unreadable, and callers cannot alter the cached value', () => {
    process.env.SITE_CONFIG_JSON = '{not json'
    expect(runtimeConfig(null)).toEqual({})
    process.env.SITE_CONFIG_JSON = '{"siteUrl":"https://c.test"}'
    const first = runtimeConfig(null)
    delete first.siteUrl
    expect(runtimeConfig(null)).toEqual({ siteUrl: 'https://c.test' })
  })

  it('never serves a webhook address: one left in the file is dropped, and the log names the server setting once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    process.env.SITE_CONFIG_JSON = '{"siteUrl":"https://d.test","webhookUrl":"https://hooks.test/secret-path"}'
    expect(runtimeConfig('anon')).toEqual({ siteUrl: 'https://d.test', backend: { url: null, anonKey: 'anon' } })
    expect(runtimeConfig('anon')).not.toHaveProperty('webhookUrl')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/webhookUrl.*LEAD_WEBHOOK_URL/s)
  })
})
