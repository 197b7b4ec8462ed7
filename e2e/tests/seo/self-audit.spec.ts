import { expect, test } from '../../fixtures'
import { openMarkedPage, waitForEvents } from '../../support/analytics-events'
import { allPages } from '../../support/route-data'

/** Pages that are a form or an embed by nature, exempt from the thin-content rule (and only these). */
const thinByNature = ['/onboarding']

test('the thin-content exemptions are exactly the pages named here', () => {
  expect(allPages.filter((p) => p.thinContentReason).map((p) => p.path).sort()).toEqual([...thinByNature].sort())
})

for (const meta of allPages) {
  test(`${meta.path} scores 100 in the SEO self-audit`, async ({ browser, clientIp, serviceClient }) => {
    const { page, id } = await openMarkedPage(browser, clientIp)
    await page.goto(meta.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const [audit] = await waitForEvents(serviceClient, id, 'seo_audit')
    expect(audit?.properties, JSON.stringify(audit?.properties)).toMatchObject({ path: meta.path, score: 100, issues: [], recommendations: [] })
  })
}
