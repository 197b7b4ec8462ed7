// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assertNoSourcePaths } from './render-pages'

describe('assertNoSourcePaths', () => {
  it('fails a body that names a file only the dev server answers', () => {
    expect(() => assertNoSourcePaths('/', '<img src="/src/sections/testimonials/posters/med-spa.svg?no-inline" alt="">')).toThrow(
      'The rendered body of / names /src/sections/testimonials/posters/med-spa.svg?no-inline',
    )
    expect(() => assertNoSourcePaths('/blog', '<link href="/@fs/work/x.css">')).toThrow('/@fs/work/x.css')
  })

  it('accepts files of the release and site paths', () => {
    expect(() => assertNoSourcePaths('/', '<img src="__release__/assets/med-spa-CuMh8bo6.svg" alt=""><a href="/services">Services</a>')).not.toThrow()
  })
})
