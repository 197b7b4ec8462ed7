// @vitest-environment node
import { renderSectionBody } from 'shared/helpers/section/render'
import { describe, expect, it } from 'vitest'
import { services } from '../content/services'
import { remoteRoutes } from './routes'

// The /services/{id} paths share one lazy template; each path binds its own entry.
describe('service pages', () => {
  it.each(services.map((s) => [`/services/${s.id}`, s] as const))('%s renders its own service, as the build does', async (path, service) => {
    const html = await renderSectionBody('remoteMarketing', remoteRoutes, path)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toMatch(new RegExp(`<h1 id="service-title"[^>]*>${service.title}</h1>`))
    expect(html).toContain(`data-cta="service-${service.id}-book"`)
  })
})
