import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultSiteConfig, getSiteConfig } from './site-config'
import { configureSite, parseSiteConfig } from '../../helpers/config/site-config-schema'

afterEach(() => {
  configureSite({})
  vi.restoreAllMocks()
})

describe('site configuration', () => {
  it('defaults to the business identity with no placeholder hosts', () => {
    expect(getSiteConfig().businessName).toBe('Elevate Practice Partners')
    expect(getSiteConfig().siteUrl).toMatch(/^https:\/\/www\.elevatepracticepartners\.com$/)
    expect(JSON.stringify(defaultSiteConfig)).not.toMatch(/example\.com|your-?domain|localhost/)
  })

  it('holds its compiled-in defaults to the schema (they are no longer parsed at run time)', () => {
    expect(parseSiteConfig(defaultSiteConfig)).toEqual(defaultSiteConfig)
  })

  it('applies run-time overrides from /config.json', () => {
    expect(configureSite({ onboardingFormUrl: 'https://forms.test/onboard', backend: { url: 'https://abc.supabase.co', anonKey: 'k' } })).toEqual({ ok: true })
    expect(getSiteConfig().onboardingFormUrl).toBe('https://forms.test/onboard')
    expect(getSiteConfig().backend).toEqual({ url: 'https://abc.supabase.co', anonKey: 'k' })
    expect(getSiteConfig().businessName).toBe('Elevate Practice Partners')
  })

  it('rejects invalid overrides as a whole and keeps the previous values', () => {
    const result = configureSite({ bookingCalendarUrl: 'not a url', siteUrl: 'https://ok.test' })
    expect(result.ok).toBe(false)
    expect(result.ok ? [] : result.issues.join()).toMatch(/bookingCalendarUrl/)
    expect(getSiteConfig().siteUrl).toBe(defaultSiteConfig.siteUrl)
  })

  it('has no webhook setting: the server posts leads to the CRM', () => {
    expect(defaultSiteConfig).not.toHaveProperty('webhookUrl')
  })

  it('ignores a webhookUrl a deployment still sets, valid or not, and says which server setting replaced it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const webhookUrl of ['https://hooks.test/audit', 'not a url']) {
      expect(configureSite({ webhookUrl, siteUrl: 'https://ok.test' })).toEqual({ ok: true })
      expect(getSiteConfig()).not.toHaveProperty('webhookUrl')
      expect(getSiteConfig().siteUrl).toBe('https://ok.test')
    }
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/webhookUrl.*LEAD_WEBHOOK_URL/s))
  })

  it('refuses a site URL with a trailing slash (canonical links would double it)', () => {
    expect(configureSite({ siteUrl: 'https://ok.test/' }).ok).toBe(false)
  })

  it('names the field at fault, nested ones by their path', () => {
    const result = configureSite({ backend: { url: 'abc.supabase.co', anonKey: 'k' }, email: 'hello@', phone: { e164: '5125550148', display: '(512) 555-0148' } })
    const issues = result.ok ? [] : result.issues
    expect(issues).toHaveLength(3)
    expect(issues).toEqual(expect.arrayContaining([expect.stringMatching(/^backend\.url: /), expect.stringMatching(/^phone\.e164: /), expect.stringMatching(/^email: /)]))
  })

  it('applies only the fields a deployment may override', () => {
    expect(configureSite({ businessName: 'Someone Else', siteUrl: 'https://ok.test' })).toEqual({ ok: true })
    expect(getSiteConfig().businessName).toBe('Elevate Practice Partners')
    expect(getSiteConfig().siteUrl).toBe('https://ok.test')
  })
})
