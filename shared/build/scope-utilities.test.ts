// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scopeUtilities } from './scope-utilities'

describe('scopeUtilities', () => {
  it('wraps only the utilities layer, keeping nested blocks intact', () => {
    const css = '@layer theme{:root{--a:1}}@layer utilities{.hidden{display:none}@media (min-width:64rem){.lg\\:block{display:block}}}.x{color:red}'
    expect(scopeUtilities(css, 'remoteBlog')).toBe(
      '@layer theme{:root{--a:1}}@layer utilities{@scope ([data-remote="remoteBlog"]){.hidden{display:none}@media (min-width:64rem){.lg\\:block{display:block}}}}.x{color:red}',
    )
  })
  it('leaves CSS without a utilities layer unchanged', () => {
    expect(scopeUtilities('.a{b:c}', 'r')).toBe('.a{b:c}')
  })
})
