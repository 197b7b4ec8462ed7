// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { footerLegalLinks, footerQuickLinks, headerLinks, type NavLink } from './navigation'

const named = (links: NavLink[]) => links.map((link) => `${link.label} → ${link.to}`)

// The one test that holds the links to docs/product.md §3: the e2e specs follow whatever this content lists.
describe('the navigation content', () => {
  it('has the header links of docs/product.md §3, in order, each to its section', () => {
    const sections = ['/services', '/pharmacy-partners', '/marketing-audit', '/telehealth-empire', '/blog']
    expect(headerLinks.map((link) => link.label)).toEqual(['Home', 'Services', 'Pharm Partners', 'Free Audit', 'TeleHealth', 'Blog'])
    expect(headerLinks.map((link) => link.to)).toEqual(['/', ...sections])
  })

  it("has the footer's quick links to the same pages, and its legal pages, as docs/product.md §3", () => {
    expect(footerQuickLinks.map((link) => link.label)).toEqual(['Home', 'Services', 'Pharm Partners', 'Free Audit', 'TeleHealth Empire', 'Blog'])
    expect(footerQuickLinks.map((link) => link.to)).toEqual(headerLinks.map((link) => link.to))
    expect(named(footerLegalLinks)).toEqual(['Terms & Conditions → /terms-and-conditions', 'Privacy Policy → /privacy-policy'])
  })
})
