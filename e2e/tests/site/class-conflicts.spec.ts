import { twMerge } from 'tailwind-merge'
import { expect, test } from '../../fixtures'
import { allPages } from '../../support/route-data'

/**
 * `cn()` joins classes without resolving conflicts (tailwind-merge is kept out of the visitor's
 * bundle), so which of two conflicting utilities wins would depend on stylesheet order. Every
 * element of every prerendered page must carry a class list tailwind-merge leaves as it is.
 */
test('no prerendered element carries conflicting Tailwind utilities', async ({ request }) => {
  const conflicts: string[] = []
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text()
    const body = html.slice(html.indexOf('<body'))
    for (const [, classes = ''] of body.matchAll(/\sclass="([^"]*)"/g)) {
      const list = classes.trim().split(/\s+/).join(' ')
      if (twMerge(list) !== list) conflicts.push(`${path}: "${list}" → "${twMerge(list)}"`)
    }
  }
  expect(conflicts).toEqual([])
})
