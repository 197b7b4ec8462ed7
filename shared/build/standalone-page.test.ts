// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { standaloneHtml, standaloneMain } from './standalone-page'

describe('the standalone page of a remote run alone', () => {
  it('names the remote and boots its exposed routes in the minimal frame', () => {
    expect(standaloneHtml('remote-blog')).toContain('<title>remote-blog (standalone)</title>')
    expect(standaloneHtml('remote-blog')).toContain('<div id="root"></div>')
    expect(standaloneMain('remoteBlog')).toContain("import { remoteRoutes } from '/src/exposed/routes.tsx'")
    expect(standaloneMain('remoteBlog')).toContain('void renderStandalone("remoteBlog", remoteRoutes)')
  })
})
