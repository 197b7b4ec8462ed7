import { describe, expect, it } from 'vitest'
import { privacyPolicy } from './privacy'

const sectionText = (heading: string) => {
  const section = privacyPolicy.sections.find((s) => s.heading === heading)
  if (!section) throw new Error(`no section "${heading}"`)
  return [...(section.paragraphs ?? []), ...(section.list ?? [])].join('\n')
}

describe('privacy policy', () => {
  it('lists what analytics stores, and says it holds no contact data', () => {
    const text = sectionText('Information collected automatically')
    for (const kind of ['page views', 'scroll', 'time spent on a page', 'call-to-action', 'page-speed', 'technical errors']) expect(text).toContain(kind)
    expect(text).toMatch(/Analytics holds no contact data/)
  })

  it('says audit requests reach the CRM from our server, not from the visitor’s browser', () => {
    const text = sectionText('Who processes information for us')
    expect(text).toMatch(/CRM[^;]*receives audit requests from our server/)
    expect(text).toMatch(/your browser does not send them/)
  })
})
