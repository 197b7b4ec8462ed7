// @vitest-environment node
import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import { defineRemoteRoutes, type RouteMeta } from 'shared/helpers/routes'
import { renderSectionBody } from './render-section'

const page = (path: string): RouteMeta => ({ path, title: 'A page title of thirty or more chars', description: 'd', keywords: [], type: 'website' })

function Broken(): never {
  throw new Error('broken on purpose')
}

describe('renderSectionBody', () => {
  it("renders the page's body in the section root's container", async () => {
    const routes = defineRemoteRoutes({ pages: [page('/x')], redirects: [] }, { '/x': () => <h1>Page x</h1> })
    expect(await renderSectionBody('remoteX', routes, '/x')).toMatch(/^<div data-section-root style="display:contents">.*<h1>Page x<\/h1>.*<\/div>$/)
  })

  it('fails with the error of a component that throws, not with a body left for the browser to render', async () => {
    // Lazy, as every page is: React would otherwise render its boundary empty and report the error aside.
    const routes = defineRemoteRoutes({ pages: [page('/x')], redirects: [] }, { '/x': lazy(async () => ({ default: Broken })) })
    await expect(renderSectionBody('remoteX', routes, '/x')).rejects.toThrow('broken on purpose')
  })
})
