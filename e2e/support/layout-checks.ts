import type { Page } from '@playwright/test'

/** Phone, small tablet, tablet, laptop, desktop: the widths where the layout changes. */
export const layoutWidths = [360, 640, 768, 1024, 1280, 1440]

/** How far the page scrolls sideways at the current width (0 when it fits). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * Consecutive page bands of the same colour read as one band: the space between their contents
 * must be one band's padding (80 px on desktop), not two stacked into an empty stripe.
 */
function stackedPaddings(page: Page) {
  return page.evaluate(() => {
    const bands = Array.from(document.querySelectorAll<HTMLElement>('main section')).filter((s) => !s.parentElement?.closest('main section'))
    const found: string[] = []
    for (let i = 1; i < bands.length; i += 1) {
      const [a, b] = [bands[i - 1]!, bands[i]!]
      const [sa, sb] = [getComputedStyle(a), getComputedStyle(b)]
      const plain = (s: CSSStyleDeclaration) => s.backgroundImage === 'none' && s.backgroundColor !== 'rgba(0, 0, 0, 0)'
      if (!plain(sa) || !plain(sb) || sa.backgroundColor !== sb.backgroundColor) continue
      const gap = b.getBoundingClientRect().top + parseFloat(sb.paddingTop) - (a.getBoundingClientRect().bottom - parseFloat(sa.paddingBottom))
      if (gap > 96) found.push(`${a.getAttribute('aria-labelledby')} → ${b.getAttribute('aria-labelledby')}: ${Math.round(gap)} px`)
    }
    return found
  })
}

/**
 * Resizes the loaded page from phone to desktop width and lists what is wrong: any width at which
 * it scrolls sideways, and bands that stack their padding (checked at the last width). Empty when
 * the layout holds.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height: 800 })
    const overflow = await sidewaysOverflow(page)
    if (overflow !== 0) problems.push(`scrolls ${overflow} px sideways at ${width} px`)
  }
  for (const stacked of await stackedPaddings(page)) problems.push(`stacked band padding: ${stacked}`)
  return problems
}
