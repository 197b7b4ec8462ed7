import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { defaultSiteConfig } from 'shared/singletons/config'

/**
 * Renders the social sharing card (`shell/public/og-image.png`, 1200×630, the size link previews
 * expect) from the site's name, tagline and brand colours; no copy of its own. Also the logo that
 * structured data names (`shell/public/logo.png`, 512×512: search engines want a raster logo of
 * at least 112 px), drawn from the favicon. Run by hand when the brand changes:
 * `npm run og-image -w e2e`. The PNG is committed, so builds need no browser.
 */
const { businessName, tagline, siteUrl } = defaultSiteConfig
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const card = `<!doctype html>
<html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: space-between;
    box-sizing: border-box; padding: 72px 80px; background: #0c413c; color: #fff; font-family: "Liberation Sans", Arial, sans-serif; }
  .mark { display: flex; align-items: center; gap: 20px; font-size: 30px; font-weight: 700; letter-spacing: .02em; }
  .mark svg { width: 64px; height: 64px; }
  h1 { margin: 0; font: 700 68px/1.12 "Liberation Serif", Georgia, serif; max-width: 1040px; }
  .foot { display: flex; justify-content: space-between; align-items: center; font-size: 26px; color: #b0e4db; }
  .rule { width: 120px; height: 8px; border-radius: 4px; background: #f1b93b; }
</style></head><body>
  <div class="mark"><svg viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#137f72"/><path d="M18 44V20h26v6H25v4h16v6H25v2h19v6z" fill="#fff"/></svg>${escape(businessName)}</div>
  <h1>${escape(tagline)}</h1>
  <div class="foot"><div class="rule"></div><span>${escape(new URL(siteUrl).host)}</span></div>
</body></html>`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(card)
const png = await page.screenshot({ type: 'png' })
const favicon = readFileSync(new URL('../../shell/public/favicon.svg', import.meta.url), 'utf8').replace('<svg ', '<svg width="512" height="512" ')
await page.setViewportSize({ width: 512, height: 512 })
await page.setContent(`<!doctype html><html><body style="margin:0">${favicon}</body></html>`)
const logo = await page.screenshot({ type: 'png', omitBackground: true })
await browser.close()
for (const [file, bytes] of [['og-image.png', png], ['logo.png', logo]] as const) {
  const out = fileURLToPath(new URL(`../../shell/public/${file}`, import.meta.url))
  writeFileSync(out, bytes)
  console.log(`Wrote ${out} (${bytes.length} bytes)`)
}
