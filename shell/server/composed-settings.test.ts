// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { composedSettingsHtml, readComposedSettings } from '../src/composed-settings'
import { checkedSettings, readMapOrNull } from './composed-settings'

const blog = { entry: '/remotes/remote-blog/remoteEntry.js', paths: ['/blog', '/blog/*'] }
const audit = { entry: '/remotes/remote-audit/mf-manifest.json', paths: ['/marketing-audit'] }

/** A page's document as far as readComposedSettings looks at it. */
const pageWith = (html: string) => {
  const text = JSON.parse(JSON.stringify(html.replace(/^<script[^>]*>|<\/script>$/g, ''))) as string
  return { getElementById: (id: string) => (id === 'composed-settings' ? { textContent: text } : null) } as unknown as Document
}

describe('the settings a composed page carries', () => {
  it('are the map as checked here: the usable remotes, every owner, and a line for each ignored remote', () => {
    const settings = checkedSettings(readMapOrNull({ remoteBlog: blog, remoteAudit: audit }), null, {})
    expect(settings.remoteMap?.remotes).toEqual({ remoteBlog: blog })
    expect(settings.remoteMap?.owners).toEqual({ remoteBlog: { paths: blog.paths }, remoteAudit: { paths: audit.paths } })
    expect(settings.remoteMap?.problems).toEqual([expect.stringMatching(/^Remote map: remoteAudit is ignored: entry must be the remote's remoteEntry\.js/)])
  })

  it('keep the owners the server composes with (an ignored remote keeps the paths it owned last)', () => {
    const owners = { remoteBlog: { paths: blog.paths }, remoteAudit: { paths: ['/marketing-audit'] } }
    expect(checkedSettings(readMapOrNull({ remoteBlog: blog, remoteAudit: { entry: 5 } }), owners, {}).remoteMap?.owners).toEqual(owners)
  })

  it('say no map when none could be read', () => {
    expect(checkedSettings(readMapOrNull(null), null, {}).remoteMap).toBeNull()
    expect(checkedSettings(readMapOrNull(['remoteBlog']), null, {}).remoteMap).toBeNull()
  })

  it('carry the site settings to apply, or every field that refused them', () => {
    const backend = { url: null, anonKey: 'anon' }
    expect(checkedSettings(null, null, { backend, siteUrl: 'https://a.test' }).config).toEqual({ ok: true, overrides: { backend, siteUrl: 'https://a.test' } })
    const refused = checkedSettings(null, null, { bookingCalendarUrl: 'calendar.example.com/book', phone: { e164: '512-555-0100', display: '(512) 555-0100' } }).config
    expect(refused.ok).toBe(false)
    expect(refused.ok ? [] : refused.issues).toEqual([expect.stringMatching(/^bookingCalendarUrl: /), expect.stringMatching(/^phone\.e164: /)])
  })

  it('read back in the browser as written, with no text able to close their element', () => {
    const settings = checkedSettings(readMapOrNull({ remoteBlog: blog }), null, { siteUrl: 'https://a.test/</script><script>alert(1)</script>' })
    const html = composedSettingsHtml(settings)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(readComposedSettings(pageWith(html))).toEqual(settings)
  })

  it('are ignored in a shape this shell does not know (the shell then fetches and checks the files)', () => {
    expect(readComposedSettings(pageWith(JSON.stringify({ remotes: { remoteBlog: blog }, config: {} })))).toBeNull()
    expect(readComposedSettings(pageWith('{not json'))).toBeNull()
  })
})
