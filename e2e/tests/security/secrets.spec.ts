import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { remotes } from 'shared/helpers/remotes'
import { e2eKeys, expect, test } from '../../fixtures'

const root = fileURLToPath(new URL('../../../', import.meta.url))

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

test('the service-role key appears in no built file', () => {
  const { serviceRoleKey } = e2eKeys()
  const secretPart = serviceRoleKey.split('.')[2] ?? serviceRoleKey
  const builds = ['shell', ...remotes.map((r) => r.pkg)].map((p) => join(root, p, 'dist'))
  const all = builds.flatMap(files)
  expect(all.length).toBeGreaterThan(50)
  const leaking = all.filter((f) => {
    const text = readFileSync(f, 'latin1')
    return text.includes(secretPart) || /service_role/i.test(text) || text.includes('LOCAL_BACKEND_JWT_SECRET')
  })
  expect(leaking).toEqual([])
})

test('the browser is only ever given the anon key', async ({ request }) => {
  const config = await (await request.get('/config.json')).json()
  expect(config.backend.anonKey).toBe(e2eKeys().anonKey)
  expect(JSON.stringify(config)).not.toContain(e2eKeys().serviceRoleKey)
})
