import { describe, expect, it } from 'vitest'
import { remoteRoutes } from '../exposed/routes'
import { faqItems } from '../content/faq'
import { services } from '../content/services'
import { routeData } from './route-data'

describe('route data', () => {
  it('names each service page as the services content does, in the same order', () => {
    const crumbs = routeData.pages.filter((p) => p.path.startsWith('/services/')).map((p) => p.breadcrumbs?.at(-1))
    expect(crumbs).toEqual(services.map((s) => ({ name: s.title, path: `/services/${s.id}` })))
  })

  it.each(routeData.pages.map((p) => [p.path, p] as const))('%s has a 30-60 char title and 120-160 char description', (_path, page) => {
    expect(page.title.length).toBeGreaterThanOrEqual(30)
    expect(page.title.length).toBeLessThanOrEqual(60)
    expect(page.description.length).toBeGreaterThanOrEqual(120)
    expect(page.description.length).toBeLessThanOrEqual(160)
    expect(page.keywords.length).toBeGreaterThan(0)
    if (page.path.split('/').length > 2) expect(page.breadcrumbs?.[0]).toEqual({ name: 'Home', path: '/' })
  })

  // The one test that holds the pages to docs/product.md §2 and §4 (six services); the others read the content.
  it('covers home, services, the six service pages, onboarding and both legal pages', () => {
    expect(routeData.pages.map((p) => p.path)).toEqual([
      '/',
      '/services',
      '/services/ad-creative',
      '/services/targeted-audience',
      '/services/lead-system',
      '/services/crm-automation',
      '/services/local-seo',
      '/services/web-presence',
      '/onboarding',
      '/privacy-policy',
      '/terms-and-conditions',
    ])
    expect(remoteRoutes.pages).toHaveLength(routeData.pages.length)
  })

  it('keeps the LocalSEOPage alias and the home FAQ structured data', () => {
    expect(routeData.redirects).toContainEqual({ path: '/services/LocalSEOPage', to: '/services/local-seo' })
    expect(routeData.pages[0]?.faq).toHaveLength(faqItems.length)
  })
})
