// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cacheRules } from './cache-rules'

const root = mkdtempSync(join(tmpdir(), 'cache-rules-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function site(files: string[]) {
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), '')
  }
}

it('gives every URL one Cache-Control: uniform folders as one rule, mixed ones split', () => {
  site(['index.html', '_headers', 'assets/app-1a2b.js', 'blog/index.html', 'blog/post/index.html', 'blog/rss.xml', 'remotes/remote-blog/assets/x-3c4d.js', 'remotes/remote-blog/remoteEntry.js', 'remotes/remote-blog/release.json', 'favicon.svg'])
  const rules = Object.fromEntries(cacheRules(root).map((r) => [r.path, r.headers['cache-control']]))
  expect(rules).toEqual({
    '/': 'no-cache',
    '/index.html': 'no-cache',
    '/assets/*': 'public, max-age=31536000, immutable',
    '/blog/*': 'no-cache',
    '/blog': 'no-cache',
    '/favicon.svg': 'public, max-age=3600',
    '/remotes/remote-blog/assets/*': 'public, max-age=31536000, immutable',
    '/remotes/remote-blog/release.json': 'no-cache',
    '/remotes/remote-blog/remoteEntry.js': 'no-cache',
  })
})
