import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, repoRoot, start, waitUntil, workerLine } from './run-command.ts'

/**
 * The container image (Dockerfile at the repository root). There is no container engine on the
 * test machine, so this runs what the image runs: its final stage's start command and the worker's
 * command, in a checkout laid out as the image's WORKDIR is, on the build output, with the image's
 * environment. A start command that names a file the build does not write, or an environment the
 * server refuses, fails here.
 */
interface Stage {
  workdir: string
  env: Record<string, string>
  expose: string[]
  user: string | null
  cmd: string[]
}

function finalStage(dockerfile: string): Stage {
  const lines = dockerfile.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'))
  const last = lines.findLastIndex((line) => /^FROM\s/i.test(line))
  const stage: Stage = { workdir: '/', env: {}, expose: [], user: null, cmd: [] }
  for (const line of lines.slice(last + 1)) {
    const [instruction, ...rest] = line.trim().split(/\s+/)
    const args = rest.join(' ')
    switch (instruction?.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = args
        break
      case 'ENV':
        for (const pair of rest) {
          const [name, value] = pair.split('=') as [string, string]
          stage.env[name] = value
        }
        break
      case 'EXPOSE':
        stage.expose.push(...rest)
        break
      case 'USER':
        stage.user = args
        break
      case 'CMD':
        stage.cmd = JSON.parse(args) as string[]
        break
    }
  }
  return stage
}

const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')
const stage = finalStage(dockerfile)
const productionSettings = JSON.stringify({ siteUrl: 'https://www.example.com', backend: { url: 'https://www.example.com', anonKey: 'the-anon-key' } })

describe('the container image', () => {
  it('runs as an unprivileged user, listens beyond its loopback on the port it exposes, in production mode', () => {
    expect(stage.workdir).toBe('/srv/site')
    expect(stage.user).toBe('node')
    expect(stage.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' })
    expect(stage.expose).toEqual([stage.env.PORT])
    // The image builds from the sources: nothing built or installed here may be sent along.
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n')
    for (const path of ['**/node_modules', '**/dist', '**/dist-*', '.data', '.git']) expect(ignored).toContain(path)
  })

  it("its start command serves the site from the build output, and SIGTERM stops it cleanly", async () => {
    expect(stage.cmd).toEqual(['node', 'shell/dist-server/main.js'])
    const port = await freePort()
    // The image's environment, on a free port of this machine's loopback, with the build's map
    // (there is no release ledger here).
    const composer = start(stage.cmd, repoRoot, { ...stage.env, PORT: String(port), HOST: '127.0.0.1', SITE_CONFIG_JSON: productionSettings, REMOTE_MAP_FILE: join(repoRoot, 'shell/dist/remotes.json') })
    const url = `http://127.0.0.1:${port}`
    try {
      await waitUntil(composer, '/healthz answering 200', async () => (await fetch(`${url}/healthz`)).status === 200)
      expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: 'ok', problems: [] })
      const page = await fetch(`${url}/blog`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>')
      // Production mode: the API is the project's, not an embedded one.
      expect((await fetch(`${url}/rest/v1/`)).status).toBe(404)
    } finally {
      expect(await composer.stop()).toBe(0)
    }
  })

  it("its documented composer run line mounts the site settings file that composer.env names, and keeps the image's HOST", () => {
    const run = /^#\s+(docker run .* site)$/m.exec(dockerfile)?.[1] ?? ''
    expect(run).toContain('--env-file /etc/site/composer.env')
    const example = readFileSync(join(repoRoot, 'deploy/systemd/composer.env.example'), 'utf8')
    const settingsFile = /^SITE_CONFIG_FILE=(.+)$/m.exec(example)?.[1]
    expect(settingsFile).toBeDefined()
    // Without it the composer stops at once: SITE_CONFIG_FILE … does not exist: mount it.
    const mounts = [...run.matchAll(/-v ([^\s:]+):([^\s:]+)/g)].map((m) => m[2])
    expect(mounts).toContain(settingsFile)
    // docker run --env-file: the file's variables over the image's ENV. The image's HOST must stay,
    // or -p 4173:4173 reaches a composer listening on the container's own loopback.
    const fromFile = Object.fromEntries(example.split('\n').filter((line) => /^\w+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
    expect({ ...stage.env, ...fromFile }).toMatchObject({ HOST: '0.0.0.0', PORT: '4173' })
    expect(run).toContain(`-p ${stage.env.PORT}:${stage.env.PORT}`)
  })

  it('its worker command starts the delivery worker, and SIGTERM stops it cleanly', async () => {
    const command = /^#\s+docker run .* site (node .+)$/m.exec(dockerfile)?.[1]?.split(' ')
    expect(command).toEqual(['node', '--import', 'tsx', 'supabase/src/cli/worker.ts'])
    // An API that is not there: the worker starts and keeps retrying, as it does while PostgREST starts.
    const worker = start(command!, repoRoot, {
      ...stage.env,
      SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
      SUPABASE_SERVICE_ROLE_KEY: 'a-service-key',
      LEAD_WEBHOOK_URL: 'https://crm.example.com/hook',
      LEAD_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k',
    })
    try {
      await waitUntil(worker, 'the worker reading the outbox', () => workerLine(worker.output(), 'reading')?.api?.startsWith('http://127.0.0.1:') === true)
    } finally {
      expect(await worker.stop()).toBe(0)
    }
  })
})
