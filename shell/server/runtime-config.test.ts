// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runtimeConfig } from './runtime-config'

afterEach(() => {
  delete process.env.SITE_CONFIG_FILE
  delete process.env.SITE_CONFIG_JSON
})

describe('run-time config for /config.json', () => {
  it('points the browser at the local backend when the deployment configures none', () => {
    expect(runtimeConfig('anon')).toEqual({ backend: { url: null, anonKey: 'anon' } })
    expect(runtimeConfig(null)).toEqual({})
  })

  it('serves the deployment file and picks up edits without a restart', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cfg-')), 'site.json')
    writeFileSync(file, JSON.stringify({ webhookUrl: 'https://hooks.test/a' }))
    process.env.SITE_CONFIG_FILE = file
    expect(runtimeConfig('anon')).toMatchObject({ webhookUrl: 'https://hooks.test/a', backend: { anonKey: 'anon' } })
    writeFileSync(file, JSON.stringify({ webhookUrl: 'https://hooks.test/b', backend: { url: 'https://x.supabase.co', anonKey: 'k' } }))
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect(runtimeConfig('anon')).toEqual({ webhookUrl: 'https://hooks.test/b', backend: { url: 'https://x.supabase.co', anonKey: 'k' } })
  })

  it('keeps serving when the file is unreadable, and callers cannot alter the cached value', () => {
    process.env.SITE_CONFIG_JSON = '{not json'
    expect(runtimeConfig(null)).toEqual({})
    process.env.SITE_CONFIG_JSON = '{"webhookUrl":"https://hooks.test/c"}'
    const first = runtimeConfig(null)
    delete first.webhookUrl
    expect(runtimeConfig(null)).toEqual({ webhookUrl: 'https://hooks.test/c' })
  })
})
