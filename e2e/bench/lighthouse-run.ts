import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { gzipBytesOf, inlinedCssBytes } from './bytes'
import { median } from './median'

export interface RunMetrics {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsBytes: number
  cssBytes: number
  requests: number
  /**
   * Not the page's: Lighthouse's CPU benchmark of the machine at that run (higher is faster). On a
   * shared VM it can swing 1,700-2,700 within a minute, and TBT follows it; it tells a slow
   * machine from a slow page.
   */
  cpu: number
}

export const metricNames: (keyof RunMetrics)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'cssBytes', 'requests', 'cpu']

interface NetworkItem {
  url: string
  resourceType?: string
}

/**
 * One Lighthouse mobile run (default simulated throttling) of one URL in Debian's Chromium.
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated,
 * up to twice, rather than failing the whole benchmark.
 */
export async function runLighthouse(url: string, shellDist: string, attempt = 1): Promise<RunMetrics> {
  try {
    return await runOnce(url, shellDist)
  } catch (error) {
    if (attempt >= 3) throw error
    console.warn(`  retrying ${url}: ${(error as Error).message.slice(0, 120)}`)
    return runLighthouse(url, shellDist, attempt + 1)
  }
}

async function runOnce(url: string, shellDist: string): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => !i.url.startsWith('data:'))
    const sum = (type: string) => items.filter((i) => i.resourceType === type).reduce((total, i) => total + gzipBytesOf(i.url, shellDist), 0)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: sum('Script'),
      // Inlined stylesheets are part of the page; count them with any fetched ones.
      cssBytes: sum('Stylesheet') + (await inlinedCssBytes(url, shellDist)),
      requests: items.length,
      cpu: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chrome.kill()
  }
}

export function medianOf(runs: RunMetrics[]): RunMetrics {
  return Object.fromEntries(metricNames.map((m) => [m, median(runs.map((r) => r[m]))])) as unknown as RunMetrics
}
