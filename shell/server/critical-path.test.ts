// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageBootScript } from './page-boot'
import { inlineCriticalPath, splitInlinedFaces } from './critical-path'

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <title>Page</title>
  </head>
  <body>
    <div id="root"><h1>Hello</h1></div>
  </body>
</html>`

const css: Record<string, string> = { '/assets/index-3.css': "h1{color:red}.p::before{content:\"$$ $& $'\"}", '/remotes/r/assets/routes.css': '.a{color:blue}</style><script>' }

describe('inlineCriticalPath', () => {
  const page = inlineCriticalPath(template, { styles: [{ href: '/remotes/r/assets/routes.css', css: css['/remotes/r/assets/routes.css'] ?? '' }], preloads: ['/remotes/r/remoteEntry.js', '/assets/react-2.js'] }, (href) => css[href] ?? '')

  it('leaves nothing for the first paint to fetch: no stylesheet link, no script src, no preload', () => {
    expect(page).not.toMatch(/<link rel="stylesheet"|<link rel="modulepreload"|<script[^>]*\ssrc=/)
  })
  it('inlines the shell and remote stylesheets in order, and cannot be broken out of', () => {
    // "$$", "$&" and "$'" arrive as written, not as replacement patterns.
    expect(page.indexOf(`<style data-href="/assets/index-3.css">h1{color:red}.p::before{content:"$$ $& $'"}</style>`)).toBeGreaterThan(0)
    expect(page.indexOf('data-href="/remotes/r/assets/routes.css"')).toBeGreaterThan(page.indexOf('data-href="/assets/index-3.css"'))
    expect(page).toContain('.a{color:blue}<\\/style><script>')
  })
  it('holds rendering until the whole page is parsed, right after the charset', () => {
    expect(page).toMatch(/<meta charset="UTF-8" \/>\s*<link rel="expect" href="#page-end" blocking="render">/)
    expect(page.indexOf('<div id="page-end" hidden></div>')).toBeGreaterThan(page.indexOf('<h1>Hello</h1>'))
  })
  it('hands the entry and every preload, once each, to the boot script', () => {
    expect(page).toContain(`<script type="module" data-entry="/assets/entry-1.js" data-preload="/assets/react-2.js /remotes/r/remoteEntry.js">${pageBootScript}</script>`)
  })
  it('refuses a template without an entry script', () => {
    expect(() => inlineCriticalPath('<html><head></head><body></body></html>', { styles: [], preloads: [] }, () => '')).toThrow(/no module entry/)
  })
})

describe('splitInlinedFaces', () => {
  const face = '@font-face{font-family:Display;font-weight:700;src:url(data:font/woff2;base64,d09GMg==)format("woff2");unicode-range:U+20-7E}'
  const fileFace = '@font-face{font-family:Display;src:url(/assets/display.woff2)format("woff2")}'

  it("takes a top-level face with an inlined file out of the sheet, and leaves the sheet's other rules as they were", () => {
    expect(splitInlinedFaces(`.a{content:"}{"}${face}${fileFace}.b{color:red}`)).toEqual({ faces: face, rest: `.a{content:"}{"}${fileFace}.b{color:red}` })
  })
  it('leaves a face inside a block where it is: moved out, it would apply where the block did not', () => {
    const sheet = `@media print{${face}}.b{color:red}`
    expect(splitInlinedFaces(sheet)).toEqual({ faces: '', rest: sheet })
  })
  it("gives the page's faces an element of their own right before their sheet, for the head script to read alone", () => {
    const page = inlineCriticalPath(template, { styles: [], preloads: [] }, () => `h1{color:red}${face}`)
    expect(page).toContain(`<style data-faces>${face}</style>\n    <style data-href="/assets/index-3.css">h1{color:red}</style>`)
    expect(page).toContain("document.querySelectorAll('style[data-faces]')")
  })
})

