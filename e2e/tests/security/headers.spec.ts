import { createHash } from 'node:crypto'
import { expect, test, waitForApp } from '../../fixtures'

test('every response carries the hardening headers and a CSP without inline scripts', async ({ request }) => {
  for (const path of ['/', '/blog', '/no-such-page', '/remotes.json', '/config.json', '/sitemap.xml']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toMatch(/script-src 'self'[^;]*/)
    expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline')
    expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined()
  }
})

test("a page's only inline scripts are the head's brand-faces script and its boot script, each allowed by its hash and nothing wider", async ({ page }) => {
  for (const path of ['/', '/marketing-audit', '/blog/how-to-launch-a-telehealth-practice', '/no-such-page']) {
    const response = await page.goto(path)
    const scriptSrc = response?.headers()['content-security-policy']?.match(/script-src[^;]*/)?.[0] ?? ''
    const inline = await page.locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').allTextContents()
    expect(inline, path).toHaveLength(2)
    expect(await page.locator('head > script:not([src]):not([type])').count(), path).toBe(1)
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha")).sort(), path).toEqual(hashes.sort())
    await waitForApp(page)
  }
})

test('HSTS is sent when the trusted proxy says the request came over HTTPS', async ({ request }) => {
  const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/)
})

test('path traversal and directory listing are answered 404', async ({ request }) => {
  for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fserver%2fmain.ts', '/remotes/remote-blog/..%2f..%2fpackage.json', '/remotes/remote-blog/%2e%2e/src/main.tsx', '/.git/config', '/shell/server/main.ts', '/%00']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).not.toMatch(/"name":|root:x:|\[core\]|import /)
  }
  for (const dir of ['/assets/', '/remotes/', '/remotes/remote-blog/', '/remotes/remote-blog/assets/']) {
    const response = await request.get(dir)
    expect(response.status(), dir).toBe(404)
    // Either the site's not-found page or a bare "Not Found": never a list of the folder's files.
    const body = await response.text()
    expect(body.includes('Oops! Page not found') || body === 'Not Found', dir).toBe(true)
    expect(body, dir).not.toMatch(/Index of|remoteEntry\.js<|mf-manifest\.json</)
  }
})

test('only GET and HEAD reach pages and files', async ({ request }) => {
  expect((await request.post('/')).status()).toBe(405)
  expect((await request.delete('/remotes.json')).status()).toBe(405)
})
