import { expect, test } from '../../fixtures'

const TEL = /^tel:\+[1-9]\d{7,14}$/
const SMS = /^sms:\+[1-9]\d{7,14}(\?body=[^&]+)?$/
const MAILTO = /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}(\?subject=[^&]+)?$/i

test('every internal link and #anchor from / leads somewhere real', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL ?? '').origin
  const queue = ['/']
  const visited = new Set<string>()
  const anchorsByPage = new Map<string, Set<string>>()
  const wanted: { from: string; href: string; path: string; hash: string }[] = []
  const problems: string[] = []

  while (queue.length > 0) {
    const path = queue.shift() as string
    if (visited.has(path)) continue
    visited.add(path)
    const response = await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    if (response?.status() !== 200 || (await page.getByText('Oops! Page not found').count()) > 0) {
      problems.push(`${path} is a dead page (HTTP ${response?.status()})`)
      continue
    }
    anchorsByPage.set(path, new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id))))
    const hrefs = await page.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      if (href.startsWith('tel:')) {
        if (!TEL.test(href)) problems.push(`${path}: malformed ${href}`)
      } else if (href.startsWith('sms:')) {
        if (!SMS.test(href)) problems.push(`${path}: malformed ${href}`)
      } else if (href.startsWith('mailto:')) {
        if (!MAILTO.test(href)) problems.push(`${path}: malformed ${href}`)
      } else {
        const url = new URL(href, `${origin}${path}`)
        if (url.origin !== origin) continue
        if (url.pathname.endsWith('.xml')) continue
        wanted.push({ from: path, href, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) })
        if (!visited.has(url.pathname)) queue.push(url.pathname)
      }
    }
  }

  for (const link of wanted) {
    if (!link.hash || !anchorsByPage.has(link.path)) continue
    if (!anchorsByPage.get(link.path)?.has(link.hash)) problems.push(`${link.from}: ${link.href} points at a missing anchor`)
  }
  expect(problems, problems.join('\n')).toEqual([])
  expect(visited.size).toBeGreaterThanOrEqual(25)
})
