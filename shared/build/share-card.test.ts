// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cardFileFor, SHARE_CARD, shareCardAlt, shareCardText } from '../src/helpers/routes/share-card'
import { renderShareCard } from './share-card'

const brand = 'Elevate Practice Partners'
const card = { section: 'Blog', brand, domain: 'www.example.com' }
/** A PNG's signature, then its IHDR chunk's width and height. */
const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString(), width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('renderShareCard', () => {
  it('draws each page its own PNG at the size link previews use, small enough to fetch at once', async () => {
    const launch = await renderShareCard({ ...card, title: 'How to Launch a Telehealth Practice', subtitle: 'The Complete 2026 Guide' })
    const compliance = await renderShareCard({ ...card, title: 'Telehealth Compliance in 2026', subtitle: 'The Complete 2026 Guide' })
    for (const png of [launch, compliance]) {
      expect(pngSize(png)).toEqual({ signature: 'PNG', width: SHARE_CARD.width, height: SHARE_CARD.height })
      expect(png.length).toBeLessThan(100_000)
    }
    expect(launch.equals(compliance)).toBe(false)
    // The section is drawn too: the same heading under another section is another image.
    expect((await renderShareCard({ ...card, section: 'Services', title: 'How to Launch a Telehealth Practice', subtitle: 'The Complete 2026 Guide' })).equals(launch)).toBe(false)
  }, 30_000)
})

describe('what a card says', () => {
  it("splits an article's headline at its colon and names heading, section and brand in the alt text", () => {
    const meta = { title: 'How to Launch a Telehealth Practice', headline: 'How to Launch a Telehealth Practice: The Complete 2026 Guide' }
    expect(shareCardText(meta, brand)).toEqual({ title: 'How to Launch a Telehealth Practice', subtitle: 'The Complete 2026 Guide' })
    expect(shareCardAlt(meta, 'Blog', brand)).toBe(`How to Launch a Telehealth Practice: The Complete 2026 Guide — Blog, ${brand}`)
  })

  it('takes a page title without the brand suffix', () => {
    expect(shareCardText({ title: `Local SEO for Med Spas | ${brand}` }, brand)).toEqual({ title: 'Local SEO for Med Spas' })
    expect(shareCardAlt({ title: `Local SEO for Med Spas | ${brand}` }, 'Services', brand)).toBe(`Local SEO for Med Spas — Services, ${brand}`)
  })

  it('has a file per path, inside the release', () => {
    expect(cardFileFor('/blog/a')).toBe('og/blog__a.png')
    expect(cardFileFor('/marketing-audit')).toBe('og/marketing-audit.png')
  })
})
