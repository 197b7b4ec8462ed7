import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultSiteConfig } from 'shared/singletons/config'
import { configureSite } from 'shared/helpers/config/schema'
import { BackendNotConfiguredError, getSupabase, insertRows, resetSupabaseClient } from './supabase-client'

afterEach(() => {
  configureSite({ backend: defaultSiteConfig.backend })
  resetSupabaseClient()
  vi.unstubAllGlobals()
})

describe('getSupabase', () => {
  it('creates one client lazily and reuses it', async () => {
    configureSite({ backend: { url: 'https://abc.supabase.co', anonKey: 'anon-key' } })
    const first = await getSupabase()
    expect(await getSupabase()).toBe(first)
  })

  it('builds a new client when the run-time config changes the backend', async () => {
    configureSite({ backend: { url: 'https://abc.supabase.co', anonKey: 'anon-key' } })
    const first = await getSupabase()
    configureSite({ backend: { url: 'https://xyz.supabase.co', anonKey: 'anon-key' } })
    expect(await getSupabase()).not.toBe(first)
  })

  it('refuses clearly when no anon key is configured', async () => {
    await expect(getSupabase()).rejects.toThrow(BackendNotConfiguredError)
  })

  it('uses the page origin (the local backend) when backend.url is null', async () => {
    configureSite({ backend: { url: null, anonKey: 'anon-key' } })
    const fetchMock = vi.fn(async () => new Response(null, { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    await (await getSupabase()).from('analytics_events').insert({ event_name: 'x', page_url: 'y' })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${window.location.origin}/rest/v1/analytics_events`)
    expect(new Headers(init.headers).get('apikey')).toBe('anon-key')
  })
})

describe('insertRows', () => {
  it('posts an array insert with the keys, as supabase-js would, honoring keepalive', async () => {
    configureSite({ backend: { url: 'https://abc.supabase.co/', anonKey: 'anon-key' } })
    const fetchMock = vi.fn(async () => new Response(null, { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const result = await insertRows('analytics_events', [{ event_name: 'a', page_url: 'b' }], { keepalive: true })
    expect(result).toEqual({ ok: true, status: 201 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://abc.supabase.co/rest/v1/analytics_events?columns=%22event_name%22%2C%22page_url%22')
    expect(init.keepalive).toBe(true)
    const headers = new Headers(init.headers)
    expect(headers.get('authorization')).toBe('Bearer anon-key')
    expect(headers.get('prefer')).toBe('return=minimal')
  })

  it('never rejects on network failure', async () => {
    configureSite({ backend: { url: 'https://abc.supabase.co', anonKey: 'anon-key' } })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))))
    await expect(insertRows('analytics_events', [{ a: 1 }])).resolves.toEqual({ ok: false, status: 0 })
  })
})
