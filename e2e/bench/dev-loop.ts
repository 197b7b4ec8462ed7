import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { startDevComposition, type DevComposition } from '../support/dev-composition'
import { SourceEdits } from '../support/source-edits'
import { devLoopMisses, devLoopTargets, type DevLoopResult } from './dev-loop-targets'
import { median } from './median'
import { repoRoot, resultsDir } from './paths'

/**
 * `npm run bench:dev -w e2e` (also the last part of `npm run bench`): how fast `npm run dev` is to
 * work in, on this machine. From the start of `npm run dev` to its first composed page (an article,
 * answered 200 from the blog's dev server), then to that page live in Chromium; the same with
 * `--only remote-blog`; then, on the full run with the article open, `--runs` saves of a section
 * component (timed to the page showing the change, no reload) and of the article's content file
 * (timed to a reload showing it, rendered by the server). Every edit is undone. The backend keeps
 * its data folder between benches (bench-results/dev-loop-data), so a start is a developer's next
 * one, not the first ever; Vite's caches are as this checkout left them. Prints the figures with the
 * machine's load average (the machine is shared: compare runs at a like load), writes
 * bench-results/dev-loop.json (the previous run in dev-loop-previous.json) and exits 1 when a
 * target is missed (dev-loop-targets.ts).
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    article: { type: 'string', default: '/blog/how-to-launch-a-telehealth-practice' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log('Usage: npm run bench:dev -w e2e [-- --runs <n>] [--article /blog/<slug>]')
  process.exit(0)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1; it is "${values.runs}"`)
  process.exit(2)
}
const article = values.article
const slug = article.replace(/^\/blog\//, '')
const contentFile = `remote-blog/src/content/articles/${slug}.ts`
const componentFile = 'remote-blog/src/sections/article/article-header.tsx'
if (!existsSync(join(repoRoot, contentFile))) {
  console.error(`--article ${article}: no ${contentFile}`)
  process.exit(2)
}
const dataDir = join(resultsDir, 'dev-loop-data')
mkdirSync(dataDir, { recursive: true })

/** `npm run dev` with `args`, timed to its first composed page and to that page live in a browser. */
async function coldStart(browser: Browser, args: string[]): Promise<{ dev: DevComposition; page: Page; firstPage: number; live: number }> {
  const started = performance.now()
  const dev = await startDevComposition(args, { ready: article, dataDir })
  const firstPage = performance.now() - started
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${dev.origin}${article}`)
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 })
  const live = performance.now() - started
  process.stdout.write(`  first composed page ${Math.round(firstPage)} ms, live in the browser ${Math.round(live)} ms\n`)
  return { dev, page, firstPage, live }
}

/** A save, and the time until `shown` resolves. */
async function timedSave(edits: SourceEdits, file: string, change: (text: string) => string, shown: () => Promise<void>): Promise<number> {
  const saved = performance.now()
  edits.edit(file, change)
  await shown()
  return performance.now() - saved
}

const edits = new SourceEdits()
const loadBefore = loadavg()[0] ?? 0
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-sandbox'],
})
let result: DevLoopResult
let live: { all: number; only: number }
try {
  process.stdout.write('npm run dev …\n')
  const all = await coldStart(browser, [])
  const componentSave: number[] = []
  const contentSave: number[] = []
  try {
    // A save is timed on a page at rest: the first page's late files (the deferred sections, the
    // remotes' render servers) and, below, the reload after the content file's restore, would
    // otherwise be counted in the next component save.
    await all.page.waitForLoadState('networkidle')
    for (let run = 0; run < runs; run += 1) {
      const mark = `Saved ${run} at ${Date.now()}`
      const component = await timedSave(edits, componentFile, (text) => text.replace('<CategoryBadge category={article.category} />', `<CategoryBadge category={article.category} /><span data-bench-edit="">${mark}</span>`), async () => {
        await all.page.waitForFunction((text) => document.querySelector('[data-bench-edit]')?.textContent === text, mark, { polling: 'raf', timeout: 30_000 })
      })
      edits.restore()
      await all.page.locator('[data-bench-edit]').waitFor({ state: 'detached', timeout: 30_000 })
      const content = await timedSave(edits, contentFile, (text) => text.replace(/title: '/, `title: '${mark}: `), async () => {
        const response = await all.page.reload()
        if (!(await response?.text())?.includes(mark)) throw new Error(`The reload after the save of ${contentFile} did not show it`)
      })
      edits.restore()
      // The restore of a content module reloads the open page (it is no component, so no hot
      // update takes it): let that reload finish before the next timed save.
      await all.page.waitForFunction((text) => !document.title.includes(text), mark, { timeout: 30_000 })
      await all.page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 })
      await all.page.waitForLoadState('networkidle')
      componentSave.push(component)
      contentSave.push(content)
      process.stdout.write(`  save ${run + 1}: component ${Math.round(component)} ms, content ${Math.round(content)} ms\n`)
    }
  } finally {
    edits.restore()
    await all.dev.stop()
  }
  process.stdout.write('npm run dev -- --only remote-blog …\n')
  const only = await coldStart(browser, ['--only', 'remote-blog'])
  await only.dev.stop()
  result = { firstPage: all.firstPage, firstPageOnly: only.firstPage, componentSave, contentSave }
  live = { all: all.live, only: only.live }
} finally {
  edits.restore()
  await browser.close()
}
const loadAfter = loadavg()[0] ?? 0

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ms = (value: number) => `${Math.round(value)} ms`
const rows = [
  ['', 'median', 'max', 'target'],
  ['npm run dev: first composed page', s(result.firstPage), '', `<= ${s(devLoopTargets.firstPage)}`],
  ['  … and live in the browser', s(live.all), '', ''],
  ['--only remote-blog: first composed page', s(result.firstPageOnly), '', `<= ${s(devLoopTargets.firstPageOnly)}`],
  ['  … and live in the browser', s(live.only), '', ''],
  ['component save to the updated page', ms(median(result.componentSave)), ms(Math.max(...result.componentSave)), `<= ${ms(devLoopTargets.hotUpdate)}`],
  ['content save to the reloaded page', ms(median(result.contentSave)), ms(Math.max(...result.contentSave)), `<= ${ms(devLoopTargets.hotUpdate)}`],
]
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
process.stdout.write(`\nDev loop, ${article}, ${runs} save(s) of each; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (2 cores)\n`)
for (const row of rows) process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`)
const misses = devLoopMisses(result)
process.stdout.write(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}\n` : 'All targets met.\n')

const file = join(resultsDir, 'dev-loop.json')
if (existsSync(file)) renameSync(file, join(resultsDir, 'dev-loop-previous.json'))
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), article, runs, loadAverage: { before: loadBefore, after: loadAfter }, ...result, live }, null, 2)}\n`)
process.stdout.write(`Wrote ${file}\n`)
if (misses.length) process.exitCode = 1
