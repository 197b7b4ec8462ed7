// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sourcePlace } from './dev-release'

describe("a dev server's render errors", () => {
  it('name the first place in the repository, not in node_modules', () => {
    const stack = [
      'Error: boom',
      '    at Object.react_stack_bottom_frame (/repo/node_modules/react-dom/cjs/react-dom-server.node.development.js:10956:18)',
      '    at ArticlePage (/repo/remote-blog/src/routes/article-page.tsx:14:9)',
      '    at /repo/shared/src/helpers/section/section-app.tsx:50:3',
    ].join('\n')
    expect(sourcePlace(stack, '/repo')).toBe('remote-blog/src/routes/article-page.tsx:14:9')
    expect(sourcePlace('Error: boom\n    at x (/elsewhere/file.ts:1:1)', '/repo')).toBeNull()
  })
})
