import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, test } from '../../fixtures'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * Each remote runs on its own: `npm run dev -w remote-blog` serves the blog in a minimal frame.
 * Started twice, so the second start runs on Vite's warm dependency cache, which once broke a
 * pre-bundled shared/ui ("jsx is not a function"). It uses the remote's own dev port (5178): stop
 * `npm run dev` before running the tests.
 */
const remoteDir = fileURLToPath(new URL('../../../remote-blog', import.meta.url))
const blogUrl = 'http://127.0.0.1:5178/blog'

async function startDevServer(): Promise<ChildProcess> {
  const child = spawn('npx', ['vite', '--configLoader', 'runner'], { cwd: remoteDir, detached: true, stdio: 'ignore' })
  await waitUntilAnswering(child, blogUrl, 90_000, "remote-blog's dev server exited: is port 5178 taken by npm run dev?")
  return child
}

async function stopDevServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  process.kill(-child.pid!, 'SIGTERM')
  await exited
}

test('a remote runs alone in dev, on a cold and on a warm dependency cache', async ({ browser }) => {
  test.setTimeout(240_000)
  for (const start of ['first start', 'second start, warm cache']) {
    const server = await startDevServer()
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(blogUrl)
      await expect(page.getByRole('heading', { level: 1, name: 'Guides for aesthetic, wellness and telehealth practice owners' }), start).toBeVisible({ timeout: 60_000 })
      await expect(page.getByRole('link', { name: /telehealth/i }).first(), start).toBeVisible()
      expect(errors, start).toEqual([])
      await page.close()
    } finally {
      await stopDevServer(server)
    }
  }
})
