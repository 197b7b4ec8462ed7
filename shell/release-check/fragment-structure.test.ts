// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fragmentProblems } from './fragment-structure'

const root = (inner: string) => `<div data-section-root style="display:contents">${inner}</div>`

describe('fragmentProblems', () => {
  it('accepts what React renders: void elements, raw text, SVG, templates, Suspense markers', () => {
    const body = root(
      '<!--$--><p>a<br><img src="x.png" alt=""></p><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
        '<script type="application/ld+json">{"html":"</div>"}</script><textarea></p></textarea><template><b>x</b></template><!--/$-->',
    )
    expect(fragmentProblems(`${body}\n`)).toEqual([])
  })

  it('reports an element the browser closes on its own, then a stray end tag', () => {
    expect(fragmentProblems('<div data-section-root><p>unclosed</div></span>')).toEqual([
      'line 1 col 24: <p> is never closed (the browser closes it on its own)',
      'line 1 col 41: </span> closes nothing (the browser drops it)',
    ])
  })

  it('reports nesting the browser rebuilds differently', () => {
    expect(fragmentProblems(root('<p><div>x</div></p>'))[0]).toBe('line 1 col 49: <p> is never closed (the browser closes it on its own)')
    expect(fragmentProblems(root('<table><tr><td>x</td></tr></table>'))).toEqual(['line 1 col 56: the browser inserts a <tbody> the HTML does not have'])
  })

  it("reports parse5's parse errors", () => {
    expect(fragmentProblems(root('<a href="x"title="y">x</a>'))).toEqual(['line 1 col 60: missing-whitespace-between-attributes'])
  })

  it('requires the body to be the section root, first and alone', () => {
    expect(fragmentProblems('<main>x</main>')).toEqual(['it starts with <main>, not the section root (an element with data-section-root)'])
    expect(fragmentProblems(` ${root('x')}`)).toEqual(['it starts with text, not the section root (an element with data-section-root)'])
    expect(fragmentProblems('')).toEqual(['it is empty, not the section root (an element with data-section-root)'])
    expect(fragmentProblems(`${root('x')}<p>after</p>`)).toEqual(['content follows the section root, which ends at line 1 col 56'])
    expect(fragmentProblems(`${root('x')}<!-- built -->\n`)).toEqual([])
  })
})
