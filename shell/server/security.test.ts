// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'
import { inlineScriptCspSources } from './page-boot'
import { contentSecurityPolicy, securityHeaders } from './security-headers'
import { cacheControlFor, resolveInside } from './static-files'
import { shellDist } from './paths'

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    config: { backend: { url: 'https://abc.supabase.co', anonKey: 'k' }, webhookUrl: 'https://hooks.test/x', analytics: { gaMeasurementId: 'G-1' } },
    remoteEntries: ['/remotes/remote-blog/remoteEntry.js', 'https://blog.cdn.test/v2/remoteEntry.js'],
  })
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

  it('allows scripts only from this origin, the boot script by hash, remote origins, the widget script and analytics, never inline', () => {
    expect(inlineScriptCspSources).toHaveLength(2)
    for (const source of inlineScriptCspSources) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(directive('script-src')).toBe(`script-src 'self' ${inlineScriptCspSources.join(' ')} https://blog.cdn.test https://link.msgsndr.com https://www.googletagmanager.com https://www.google-analytics.com`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).not.toMatch(/unsafe-eval/)
  })
  it("takes a remote's images, fonts and media from its own origin, as its scripts and styles", () => {
    expect(directive('img-src')).toBe("img-src 'self' data: https://blog.cdn.test https://www.googletagmanager.com https://www.google-analytics.com")
    expect(directive('font-src')).toBe("font-src 'self' data: https://blog.cdn.test")
    expect(directive('media-src')).toBe("media-src 'self' https://blog.cdn.test")
    // A map whose remotes are all on this origin widens nothing.
    const sameOrigin = contentSecurityPolicy({ config: {}, remoteEntries: ['/remotes/remote-blog/remoteEntry.js'] })
    expect(sameOrigin).toContain("img-src 'self' data:;")
    expect(sameOrigin).toContain("media-src 'self';")
  })
  it('lets the page talk to the backend and the widget hosts only, never to a webhook a config still names', () => {
    expect(directive('connect-src')).toContain('https://abc.supabase.co')
    // The server posts leads to the automation service; the page has no business reaching it.
    expect(directive('connect-src')).not.toContain('https://hooks.test')
    expect(directive('frame-src')).toBe('frame-src https://api.leadconnectorhq.com')
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive('object-src')).toBe("object-src 'none'")
  })
  it('ignores a malformed config instead of widening the policy', () => {
    const fallback = contentSecurityPolicy({ config: { bookingCalendarUrl: 'javascript:alert(1)' }, remoteEntries: ['javascript:x'] })
    expect(fallback).not.toContain('javascript')
  })
  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders('x', false)).not.toHaveProperty('strict-transport-security')
    expect(securityHeaders('x', true)['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(securityHeaders('x', false)).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' })
  })
})

describe('static files', () => {
  it('never resolves outside the served folder', () => {
    for (const path of ['/../package.json', '/../../etc/passwd', '/assets/../../server/main.ts', '/%2e%2e/x']) {
      expect(resolveInside(shellDist, path)).toBeNull()
    }
  })
  it('caches hashed assets for a year and revalidates the files that name them', () => {
    expect(cacheControlFor(`${shellDist}/assets/index-abc123.js`)).toBe('public, max-age=31536000, immutable')
    for (const f of ['remotes.json', 'config.json', 'mf-manifest.json', 'remoteEntry.js', 'index.html', 'blog/index.html']) {
      expect(cacheControlFor(`${shellDist}/${f}`)).toBe('no-cache')
    }
  })
})

describe('API rate limiter', () => {
  it('admits a burst up to capacity, then refills over time', () => {
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1 })
    const t = 1_000_000
    expect([1, 2, 3, 4].map(() => limiter.take('a', t))).toEqual([true, true, true, false])
    expect(limiter.take('b', t)).toBe(true)
    expect(limiter.take('a', t + 1000)).toBe(true)
    expect(limiter.take('a', t + 1000)).toBe(false)
  })
})
