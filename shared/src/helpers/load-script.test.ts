import { afterEach, describe, expect, it } from 'vitest'
import { loadScriptOnce } from './load-script'

const src = 'https://widgets.example.com/embed.js'
const copies = () => document.querySelectorAll(`script[src="${src}"]`)

describe('loadScriptOnce', () => {
  afterEach(() => copies().forEach((script) => script.remove()))

  it('appends the script once, async, however often it is asked', () => {
    loadScriptOnce(src)
    loadScriptOnce(src)
    expect(copies()).toHaveLength(1)
    expect((copies()[0] as HTMLScriptElement).async).toBe(true)
  })

  it('leaves alone a script another copy of this module (or the page) already added', () => {
    const existing = document.createElement('script')
    existing.src = src
    document.head.append(existing)
    loadScriptOnce(src)
    expect(copies()).toHaveLength(1)
  })
})
