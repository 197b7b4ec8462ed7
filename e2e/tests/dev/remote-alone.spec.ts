import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { devPorts } from 'shared/build/federation'
import { expect, test } from '../../fixtures'
import { freePortRun } from '../../support/free-port'
import { waitUntilAnswering } from '../../support/wait-until-answering'

/**
 * Each remote runs on its own: `npm run dev -w remote-blog` serves the blog in a minimal frame.
 * Started twice, so the second start runs on Vite's warm dependency cache, which once broke a
 * pre-bundled shared/singletons/ui ("jsx is not a function"). On ports of its own (DEV_PORT moves every dev
 * port), never those of a developer's `npm run dev`.
 */
const remoteDir = fileURLToPath(new URL('../../../remote-blog', import.meta.url))

async function startDevServer(devPort: number, blogUrl: string): Promise<ChildProcess> {
  const child = spawn('npx', ['vite', '--configLoader', 'runner'], { cwd: remoteDir, detached: true, stdio: 'ignore', env: { ...process.env, DEV_PORT: String(devPort) } })
  await waitUntilAnswering(child, blogUrl, 90_000, "remote-blog's dev server exited")
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
  const devPort = await freePortRun(6)
  const blogUrl = `http://127.0.0.1:${devPorts({ DEV_PORT: String(devPort) }).remotes.remoteBlog}/blog`
  for (const start of ['first start', 'second start, warm cache']) {
    const server = await startDevServer(devPort, blogUrl)
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
