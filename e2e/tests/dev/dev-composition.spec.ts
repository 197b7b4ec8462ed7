import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { startDevComposition, type DevComposition } from '../../support/dev-composition'
import { sourceEditsUndoneAfterEachTest } from '../../support/source-edit-hooks'

/**
 * `npm run dev` composes each page on the server as `npm start` does, from the current sources:
 * one run of it (every remote at its dev server, on ports of its own) for the whole file. Each test
 * edits the blog's sources as a developer saves them and puts them back afterwards, failed or not;
 * the edits touch only this file's article, so tests/dev/only-remote.spec.ts (another article) can
 * run beside it.
 */
const article = {
  path: '/blog/telehealth-compliance-regulations',
  slug: 'telehealth-compliance-regulations',
  content: 'remote-blog/src/content/articles/telehealth-compliance-regulations.ts',
  title: 'Telehealth Compliance in 2026: A Practical Guide for Med Spa, Wellness and GLP-1 Clinic Owners',
  description: 'Telehealth compliance for med spas and GLP-1 clinics as of November 2026',
}
const articleTemplate = 'remote-blog/src/routes/article-page.tsx'
const blogIndex = 'remote-blog/src/routes/blog-index-page.tsx'
const blogIndexHeading = 'Guides for aesthetic, wellness and telehealth practice owners'

test.describe.configure({ mode: 'serial' })

const edits = sourceEditsUndoneAfterEachTest()
let dev: DevComposition
test.beforeAll(async () => {
  test.setTimeout(360_000)
  dev = await startDevComposition([], { ready: article.path })
})
test.afterAll(async () => dev?.stop())

/** The page as the server sends it, read in a browser that runs no script. */
async function serverRendered(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(`${dev.origin}${path}`)
  return { page, status: response?.status(), close: () => context.close() }
}

async function jsonLdArticle(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Article')
}

test('an article is composed on the server: its body, head and JSON-LD; a missing page answers 404, an alias 301', async ({ browser }) => {
  const { page, status, close } = await serverRendered(browser, article.path)
  try {
    expect(status).toBe(200)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Elevate Practice Partners' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.getByRole('navigation', { name: 'In this article' }).getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Telehealth Compliance/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(article.description))
    expect((await jsonLdArticle(page))?.headline).toBe(article.title)

    expect((await page.goto(`${dev.origin}/blog/no-such-article`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/)
    expect((await page.goto(`${dev.origin}/no-such-page`))?.status()).toBe(404)
  } finally {
    await close()
  }
  const alias = await fetch(`${dev.origin}/blog/telehealth-compliance`, { redirect: 'manual' })
  expect(alias.status).toBe(301)
  expect(alias.headers.get('location')).toBe(article.path)
})

test("the blog's dev server started for the first page, and every other section's after it", async () => {
  // Its whole output, without the colours of its prefixes.
  const output = () => dev.process.output().replace(/\x1b\[[0-9;]*m/g, '')
  const others = ['marketing', 'audit', 'pharmacy', 'telehealth']
  for (const name of [...others, 'blog']) expect(output(), name).toMatch(new RegExp(`\\[${name}\\] Starts when the site first needs it`))
  // Woken one at a time once the first page is out: each of them says it is ready.
  await expect.poll(() => others.filter((name) => new RegExp(`\\[${name}\\][^\\n]*ready in`).test(output())), { timeout: 90_000 }).toEqual(others)
  const readyAt = (name: string) => output().search(new RegExp(`\\[${name}\\][^\\n]*ready in`))
  for (const name of others) expect(readyAt(name), name).toBeGreaterThan(readyAt('blog'))
  // A page of another section is composed from its dev server, now up.
  const services = await fetch(`${dev.origin}/services`)
  expect(services.status).toBe(200)
  expect(services.headers.get('x-section-source')).toBe('release')
})

test("an edit to an article's content file shows in the next server-rendered response", async ({ browser }) => {
  const edited = `Edited in development: ${article.title}`
  edits.edit(article.content, (text) => text.replace(`title: '${article.title}'`, `title: '${edited}'`))
  const { page, status, close } = await serverRendered(browser, article.path)
  try {
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited)
    expect((await jsonLdArticle(page))?.headline).toBe(edited)
  } finally {
    await close()
  }
  edits.restore()
  const restored = await fetch(`${dev.origin}${article.path}`)
  expect(await restored.text()).not.toContain(edited)
})

/**
 * Resolves once the article's own code runs in the page (its section hydrated, or was rendered
 * again): the breadcrumb's link to the blog, once React holds it, navigates inside the page
 * (React hydrates what a click lands on first), loading no document.
 */
async function articleLive(page: Page) {
  const link = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 60_000 }).toBe(true)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await link.click()
  await expect(page).toHaveURL(`${dev.origin}/blog`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIndexHeading)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'the link navigated inside the page').toBe(true)
}

test("a save of an article's content file reloads the open page with the saved text in its server HTML, hydrated as served", async ({ browser }) => {
  // The page's first load in a browser: every module of the shell and the blog from their dev servers.
  test.setTimeout(150_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  // React's hydration-mismatch recovery, as the shell reports it (section-slot.tsx), and React's own hydration warnings.
  const rerendered: string[] = []
  page.on('console', (message) => {
    if (/rendered again on the client|hydrat/i.test(message.text())) rerendered.push(`${message.type()}: ${message.text()}`)
  })
  const sentence = 'The single most important rule in telehealth is that care'
  const edited = 'Saved while the article was open: the one rule of telehealth is that care'
  try {
    expect((await page.goto(`${dev.origin}${article.path}`))?.status()).toBe(200)
    // The blog's code in the page (with Vite's client of the blog's dev server, which reloads it on a save).
    await articleLive(page)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    expect(rerendered, 'the page before the save hydrated as served').toEqual([])

    // The next document this page loads is the reload the save sets off (Vite's full reload: an
    // article's module is no component a hot update could take).
    const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url() === `${dev.origin}${article.path}`, { timeout: 30_000 })
    const newDocument = page.waitForEvent('domcontentloaded', { timeout: 30_000 })
    edits.edit(article.content, (text) => text.replace(sentence, edited))
    const response = await reloaded
    await newDocument
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect.soft(html.includes(edited), 'the HTML of the reload has the save').toBe(true)
    expect.soft(html.includes(sentence), 'the HTML of the reload has the sentence as it was before the save').toBe(false)

    await expect(page.getByText(edited)).toBeVisible()
    await articleLive(page)
    expect(rerendered, 'no part of the reloaded page was rendered again on the client').toEqual([])
  } finally {
    await context.close()
    edits.restore()
  }
})

test('a component that throws while rendering on the server: the page shows the error and its file, and the rest of the page stays up', async ({ browser }) => {
  edits.edit(articleTemplate, (text) =>
    text.replace('  const blocks = parseMarkdown(article.body)', `  if (article.slug === '${article.slug}') throw new Error('Broken on purpose by the dev composition test')\n  const blocks = parseMarkdown(article.body)`),
  )
  const response = await fetch(`${dev.origin}${article.path}`)
  expect(response.status).toBe(503)
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.goto(`${dev.origin}${article.path}`)
    // Vite's overlay over the page, naming the error and the file, from the server's render.
    const overlay = page.locator('vite-error-overlay')
    await expect(overlay).toContainText('Broken on purpose by the dev composition test')
    await expect(overlay).toContainText('remote-blog/src/routes/article-page.tsx')
    await overlay.press('Escape')
    await expect(overlay).toHaveCount(0)
    // The frame is the site's: header, footer and their links all work.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Elevate Practice Partners' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(`${dev.origin}/blog`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides for aesthetic, wellness and telehealth practice owners')
  } finally {
    await context.close()
  }
  // Without scripts, the page says it too, where the section would be.
  const { page: plain, close } = await serverRendered(browser, article.path)
  try {
    await expect(plain.getByRole('main').getByRole('alert').first()).toContainText('remote-blog/src/routes/article-page.tsx')
  } finally {
    await close()
  }
  edits.restore()
  expect((await fetch(`${dev.origin}${article.path}`)).status).toBe(200)
})

test('an edit to a section component updates the open page without a reload', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    const response = await page.goto(`${dev.origin}/blog`)
    expect(response?.headers()['x-section-source'], 'a page composed on the server').toBe('release')
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }))
    edits.edit(blogIndex, (text) => text.replace('<BlogCta />', '<p>Saved while the page was open</p>\n      <BlogCta />'))
    await expect(page.getByText('Saved while the page was open')).toBeVisible()
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce), 'the page was not reloaded').toBe(true)
  } finally {
    await context.close()
  }
})
