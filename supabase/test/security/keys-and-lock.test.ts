import { createHmac } from 'node:crypto'
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, DataFolderOwnerError, startLocalBackend, UnsafeJwtSecretError, type LocalBackend } from '../../src/index.ts'
import { keyFilePath } from '../../src/db/key-file.ts'
import { socketFetch } from '../../src/owner-fetch.ts'
import { validAudit } from '../helpers/contract-suite.ts'
import { exited, freePort, runScript, spawnScript, waitForOutput } from '../helpers/processes.ts'
import { clientFor, copyMigratedFolder, listen, tempDir, type ApiTarget } from '../helpers/targets.ts'

/**
 * The red-team scenarios against the operator key and the data folder: a key signed with the
 * public Supabase demo secret opens nothing, the real keys are the folder's own and survive a
 * restart, one folder reached by two paths is still one lock, and the owner's tools hand the
 * service key only to the server holding the folder, through the socket inside it.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: console.error }
const demoSecret = 'super-secret-jwt-token-with-at-least-32-characters-long'

function forgedKey(role: string, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase-demo', role, iat: 1641769200, exp: 1983812996 })}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

async function get(url: string, key: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers } })
}

// Tests here choose the secret source themselves; an inherited override would hide the default.
const inheritedSecret = process.env.LOCAL_BACKEND_JWT_SECRET
beforeAll(() => delete process.env.LOCAL_BACKEND_JWT_SECRET)
afterAll(() => {
  if (inheritedSecret !== undefined) process.env.LOCAL_BACKEND_JWT_SECRET = inheritedSecret
})

describe('keys: a per-folder secret, never a public one', () => {
  const dir = tempDir('keys-')
  const dataDir = join(dir.path, 'pglite')
  let backend: LocalBackend | null = null
  afterEach(async () => {
    await backend?.close()
    backend = null
  })
  afterAll(() => dir.remove())

  it('a service_role key signed with the demo secret gets 401; the folder keys work and survive a restart', async () => {
    backend = await startLocalBackend({ dataDir, logger: quiet })
    const target = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
    {
      const submitted = await clientFor(target, target.anonKey, '198.51.100.20').rpc('submit_marketing_audit', validAudit())
      expect(submitted.status).toBe(200)

      const forged = forgedKey('service_role', demoSecret)
      const read = await get(`${backend.url}/rest/v1/contacts?select=email,first_name`, forged)
      expect(read.status).toBe(401)
      const removed = await get(`${backend.url}/rest/v1/contacts?id=not.is.null`, forged, { method: 'DELETE' })
      expect(removed.status).toBe(401)
      // Nor the demo anon key.
      expect((await get(`${backend.url}/rest/v1/contacts?select=email`, forgedKey('anon', demoSecret))).status).toBe(401)

      // The real service key reads the lead, so the 401s above are the signature, not the route.
      const rows = await get(`${backend.url}/rest/v1/contacts?select=email`, backend.serviceRoleKey)
      expect(rows.status).toBe(200)
      expect(await rows.json()).toHaveLength(1)
    }

    const secretFile = keyFilePath(dataDir)
    expect(statSync(secretFile).mode & 0o777).toBe(0o600)
    expect(Buffer.from(readFileSync(secretFile, 'utf8').trim(), 'base64url').length).toBeGreaterThanOrEqual(32)

    const { anonKey, serviceRoleKey } = backend
    await backend.close()
    backend = await startLocalBackend({ dataDir, logger: quiet })
    expect(backend.anonKey).toBe(anonKey)
    expect(backend.serviceRoleKey).toBe(serviceRoleKey)
    const again = { url: backend.url }
    {
      const event = await fetch(`${again.url}/rest/v1/analytics_events`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event_name: 'page_view', page_url: 'http://127.0.0.1:4173/', user_agent: 'test', properties: {} }),
      })
      expect(event.status).toBe(201)
    }
  })

  it('another folder has other keys', async () => {
    const other = tempDir('keys-other-')
    try {
      const first = await startLocalBackend({ dataDir, logger: quiet })
      const firstKey = first.serviceRoleKey
      await first.close()
      backend = await startLocalBackend({ dataDir: join(other.path, 'pglite'), logger: quiet })
      expect(backend.serviceRoleKey).not.toBe(firstKey)
    } finally {
      await backend?.close()
      backend = null
      other.remove()
    }
  })

  it('refuses the public demo secret from an option or the environment, before opening anything', async () => {
    const fresh = join(dir.path, 'never-opened')
    await expect(startLocalBackend({ dataDir: fresh, jwtSecret: demoSecret, logger: quiet })).rejects.toBeInstanceOf(UnsafeJwtSecretError)
    process.env.LOCAL_BACKEND_JWT_SECRET = demoSecret
    try {
      await expect(startLocalBackend({ dataDir: fresh, logger: quiet })).rejects.toThrow(/publicly known demo secret/)
    } finally {
      delete process.env.LOCAL_BACKEND_JWT_SECRET
    }
    expect(existsSync(fresh)).toBe(false)
  })
})

describe('the data folder is its owner\'s alone', () => {
  const dir = tempDir('folder-modes-')
  afterAll(() => dir.remove())
  const asRoot = process.getuid?.() === 0

  /** Every entry under `path` with its permission bits (symlinks are not followed). */
  function modes(path: string): { path: string; mode: number }[] {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      const child = join(path, entry.name)
      const own = { path: child, mode: lstatSync(child).mode & 0o777 }
      return entry.isDirectory() ? [own, ...modes(child)] : entry.isSymbolicLink() ? [] : [own]
    })
  }

  it('a folder made beforehand with mode 755, a planted legacy lock beside it: starts, and every file is 600, every folder 700', async () => {
    const dataDir = join(dir.path, 'made-755')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o755)
    writeFileSync(join(dataDir, 'notes.txt'), 'left by hand')
    chmodSync(join(dataDir, 'notes.txt'), 0o666)
    // Anyone who can write to the parent (say /tmp) used to be able to block the start forever.
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 1, hostname: 'x' }))

    const backend = await startLocalBackend({ dataDir, logger: quiet })
    const lead = validAudit()
    try {
      const target = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey } as ApiTarget
      expect((await clientFor(target, target.anonKey, '198.51.100.60').rpc('submit_marketing_audit', lead)).status).toBe(200)
      // While it runs, WAL and all.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700)
      const open = modes(dataDir).filter((entry) => (entry.mode & 0o077) !== 0)
      expect(open).toEqual([])
      expect(modes(dataDir).some((entry) => entry.path.includes('pg_wal'))).toBe(true)
    } finally {
      await backend.close()
    }
    if (asRoot) {
      // The red team's read: user nobody searching the folder for a lead's email.
      const search = spawnSync('grep', ['-rla', lead.email, dataDir], { uid: 65534, gid: 65534, encoding: 'utf8' })
      expect(search.stdout).toBe('')
      expect(search.stderr).toContain('Permission denied')
    }
  })

  it.skipIf(!asRoot)('refuses a folder that belongs to another user, saying how to fix it', async () => {
    const dataDir = join(dir.path, 'someone-elses')
    mkdirSync(dataDir, { mode: 0o755 })
    chownSync(dataDir, 65534, 65534)
    const start = startLocalBackend({ dataDir, logger: quiet })
    await expect(start).rejects.toBeInstanceOf(DataFolderOwnerError)
    await expect(start).rejects.toThrow(`belongs to user id 65534, not to you (user id 0)`)
    await expect(start).rejects.toThrow(`chown -R 0 ${dataDir}`)
    expect(readdirSync(dataDir)).toEqual([])
  })
})

describe('one lock per folder, whatever path reaches it', () => {
  const dir = tempDir('lock-paths-')
  const real = join(dir.path, 'real')
  const mounts: string[] = []
  afterAll(() => {
    for (const mount of mounts) execFileSync('umount', [mount])
    dir.remove()
  })

  function bindMount(): string | null {
    if (process.getuid?.() !== 0) return null
    const mount = join(dir.path, 'bind')
    mkdirSync(mount, { recursive: true })
    try {
      execFileSync('mount', ['--bind', real, mount], { stdio: 'ignore' })
    } catch {
      return null
    }
    mounts.push(mount)
    return mount
  }

  it('a symlink, another spelling and a bind mount of the held folder are refused as "in use", and nothing is lost', async () => {
    mkdirSync(real, { recursive: true })
    const link = join(dir.path, 'link')
    symlinkSync(real, link)
    const parentLink = join(dir.path, 'parent-link')
    symlinkSync(dir.path, parentLink)

    const holder = await startLocalBackend({ dataDir: real, logger: quiet })
    const target = { url: holder.url, anonKey: holder.anonKey, serviceRoleKey: holder.serviceRoleKey } as ApiTarget
    const emails: string[] = []
    try {
      for (let i = 0; i < 3; i++) {
        const lead = validAudit()
        emails.push(lead.email)
        expect((await clientFor(target, target.anonKey, `198.51.100.${30 + i}`).rpc('submit_marketing_audit', lead)).status).toBe(200)
      }
      const paths = [link, join(parentLink, 'real'), `${real}/`]
      const mount = bindMount()
      if (mount) paths.push(mount)
      else console.warn('[lock] bind mount not available here (not root, or no mount permission): covered by the symlink cases')
      for (const path of paths) {
        const second = startLocalBackend({ dataDir: path, logger: quiet })
        await expect(second, path).rejects.toBeInstanceOf(DataDirLockedError)
        await expect(second, path).rejects.toThrow(`in use by process ${process.pid}`)
      }
    } finally {
      await holder.close()
    }

    const reopened = await startLocalBackend({ dataDir: link, logger: quiet })
    const again = { url: reopened.url }
    try {
      const service = clientFor({ url: again.url } as ApiTarget, reopened.serviceRoleKey)
      const { data } = await service.from('contacts').select('email')
      expect((data as { email: string }[]).map((row) => row.email).sort()).toEqual([...emails].sort())
    } finally {
      await reopened.close()
    }
  })
})

describe('owner tools: the service key never leaves the data folder', () => {
  const dir = tempDir('leads-cli-')
  const dataDir = join(dir.path, 'pglite')
  const env = { LOCAL_BACKEND_DATA_DIR: dataDir, LOCAL_BACKEND_JWT_SECRET: '' }
  // A migrated folder: the subject is how the tools reach it, not its first start.
  beforeAll(() => copyMigratedFolder(dataDir))
  afterAll(() => dir.remove())

  it('reach the running server through the socket in the folder; an impostor that redirects or relays gets no key, and the CLI names it', async () => {
    // 1,203 leads written straight into the folder: more than one page of 1,000.
    const seed = await startLocalBackend({ dataDir, logger: quiet })
    const seedHttp = { url: seed.url }
    try {
      const service = clientFor({ url: seedHttp.url } as ApiTarget, seed.serviceRoleKey)
      const contacts = Array.from({ length: 1203 }, (_, i) => ({
        first_name: 'Lead',
        last_name: `Number${i}`,
        email: `lead${i}@paging.example`,
        phone: '(512) 555-0142',
        company: 'Paging Spa',
        message: 'Requested a free marketing audit.',
        source: 'marketing_audit',
      }))
      for (let start = 0; start < contacts.length; start += 300) {
        const inserted = await service.from('contacts').insert(contacts.slice(start, start + 300)).select('id')
        expect(inserted.error).toBeNull()
        const audits = (inserted.data as { id: string }[]).map((row) => ({ contact_id: row.id, business_name: 'Paging Spa', monthly_budget: '2k-5k', questionnaire_score: 50 }))
        expect((await service.from('marketing_audits').insert(audits)).error).toBeNull()
      }
    } finally {
      await seed.close()
    }

    // Directly from the folder: all of them, in one CSV, on a file of its own.
    const csvFile = join(dir.path, 'leads.csv')
    const direct = await runScript('src/cli/leads.ts', ['--csv', '--out', csvFile], env)
    expect(direct.code, direct.stderr).toBe(0)
    expect(direct.stdout).toBe('')
    expect(readFileSync(csvFile, 'utf8').trim().split('\r\n')).toHaveLength(1 + 1203)
    expect(statSync(csvFile).mode & 0o777).toBe(0o600)

    const port = await freePort()
    const realUrl = `http://127.0.0.1:${port}`
    const server = spawnScript('src/cli/serve.ts', [], { ...env, PORT: String(port) })
    // Two impostors on addresses of their own: one redirects every request to the real server, one
    // relays every request to it and its answer back. Each records the headers it was sent.
    const seen: IncomingHttpHeaders[] = []
    const redirecting = createServer((req, res) => {
      seen.push(req.headers)
      res.writeHead(302, { location: `${realUrl}${req.url}` }).end()
    })
    const relaying = createServer((req, res) => {
      seen.push(req.headers)
      req.pipe(request(`${realUrl}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }))
    })
    const impostors = [await listen(redirecting), await listen(relaying)]
    try {
      await waitForOutput(server, /"event":"started"/)
      const socket = join(dataDir, '.local-backend.sock')
      expect(statSync(dataDir).mode & 0o777).toBe(0o700)
      expect(statSync(socket).isSocket()).toBe(true)

      // No address at all: the CLI comes in through the folder.
      const viaServer = await runScript('src/cli/leads.ts', ['--csv'], env)
      expect(viaServer.code, viaServer.stderr).toBe(0)
      const lines = viaServer.stdout.trim().split('\r\n')
      expect(lines).toHaveLength(1 + 1203)
      expect(new Set(lines).size).toBe(lines.length)

      // Pointed at an impostor, the leads CLI and the worker refuse, naming the address.
      for (const impostor of impostors) {
        for (const script of ['src/cli/leads.ts', 'src/cli/worker.ts']) {
          const named = await runScript(script, [], { ...env, BACKEND_URL: impostor, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '', LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEAD_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
          expect(named.code, `${script} ${named.stderr}`).toBe(1)
          // The worker logs it as a JSON line on standard output (backend/log), the CLI on stderr.
          expect(named.stderr + named.stdout).toContain(impostor)
        }
      }
      // Nor can a relay earn anything from the real server: over TCP it answers no ownership challenge,
      // only the API, which wants a key.
      const challenge = await fetch(`${realUrl}/rest/v1/_owner-proof?nonce=${'a'.repeat(24)}`)
      expect(challenge.status).toBe(401)
      expect(await challenge.text()).not.toContain('proof')
      expect(seen.every((headers) => headers.apikey === undefined && headers.authorization === undefined)).toBe(true)

      // Only a process that can read the folder can use the socket: user nobody cannot connect.
      if (process.getuid?.() === 0) {
        const connect = `require('node:net').connect(${JSON.stringify(socket)}).on('connect', () => process.exit(0)).on('error', (e) => { console.error(e.code); process.exit(3) })`
        const asNobody = spawnSync(process.execPath, ['-e', connect], { uid: 65534, gid: 65534, encoding: 'utf8' })
        expect(asNobody.status, asNobody.stderr).toBe(3)
        expect(asNobody.stderr).toContain('EACCES')
      }
    } finally {
      redirecting.close()
      relaying.close()
      server.kill('SIGTERM')
      await exited(server)
    }
  })

  it.skipIf(process.getuid?.() !== 0)('refuse a data folder, lock or socket that is not the owner\'s alone, before reading a key or connecting', async () => {
    // The red team's setup: user nobody makes a folder with a live lock, a key file and a socket of
    // its own, where the owner will point LOCAL_BACKEND_DATA_DIR. Whatever answers the socket records
    // what it was sent.
    const seen: string[] = []
    const impostors: ReturnType<typeof createServer>[] = []
    const impostorSocket = async (path: string) => {
      const server = createServer((req, res) => {
        seen.push(`${req.method} ${req.url} ${String(req.headers.authorization)}`)
        res.writeHead(200, { 'content-type': 'application/json' }).end('[]')
      })
      await new Promise<void>((resolve) => server.listen(path, resolve))
      impostors.push(server)
    }
    /** A folder laid out as a running backend's: a lock held by a live process, a key file and a socket. */
    const plant = async (name: string) => {
      const folder = join(dir.path, name)
      mkdirSync(folder, { mode: 0o700 })
      writeFileSync(join(folder, '.local-backend.lock'), JSON.stringify({ pid: process.pid, hostname: hostname(), startTicks: null, createdAt: new Date().toISOString() }), { mode: 0o600 })
      writeFileSync(keyFilePath(folder), `${Buffer.alloc(48, 7).toString('base64url')}\n`, { mode: 0o600 })
      await impostorSocket(join(folder, '.local-backend.sock'))
      chmodSync(join(folder, '.local-backend.sock'), 0o600)
      return folder
    }
    const nobodys = await plant('nobodys')
    for (const entry of ['', '.local-backend.lock', '.local-backend-secret', '.local-backend.sock']) chownSync(join(nobodys, entry), 65534, 65534)
    // The owner's own folder, but its socket a symbolic link to one that nobody listens on.
    const linked = await plant('linked-socket')
    const elsewhere = join(dir.path, 'nobodys-socket.sock')
    await impostorSocket(elsewhere)
    chownSync(elsewhere, 65534, 65534)
    unlinkSync(join(linked, '.local-backend.sock'))
    symlinkSync(elsewhere, join(linked, '.local-backend.sock'))
    // The owner's own folder, opened to the group.
    const open = await plant('group-readable')
    chmodSync(open, 0o750)

    // With LOCAL_BACKEND_JWT_SECRET set, the key the tools would send is the owner's real one.
    const ownerEnv = { LOCAL_BACKEND_JWT_SECRET: 'the-owners-own-secret-of-at-least-32-characters', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '', LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEAD_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }
    try {
      const runs = [
        { folder: nobodys, script: 'src/cli/leads.ts', says: `${nobodys} belongs to user id 65534, not to you (user id 0)` },
        { folder: nobodys, script: 'src/cli/worker.ts', says: `${nobodys} belongs to user id 65534, not to you (user id 0)` },
        { folder: linked, script: 'src/cli/leads.ts', says: `${join(linked, '.local-backend.sock')} is a symbolic link` },
        { folder: open, script: 'src/cli/leads.ts', says: `${open} is open to other users (mode 750)` },
      ]
      for (const { folder, script, says } of runs) {
        const run = await runScript(script, [], { ...ownerEnv, LOCAL_BACKEND_DATA_DIR: folder })
        expect(run.code, `${script} on ${folder}: ${run.stderr}`).toBe(1)
        if (script.endsWith('worker.ts')) {
          // The worker is a service: its refusal is its one log line (JSON, backend/log), nothing else.
          const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { event: string; msg: string })
          expect(lines).toHaveLength(1)
          expect(lines[0]!.event).toBe('not-started')
          expect(lines[0]!.msg).toContain(says)
        } else {
          expect(run.stderr).toContain(says)
          expect(run.stdout).toBe('')
        }
      }
      expect(seen).toEqual([])
    } finally {
      for (const server of impostors) server.close()
    }
  })

  it('a redirect on an owner request is an error naming the address, never followed', async () => {
    const socketDir = tempDir('owner-socket-')
    const socket = join(socketDir.path, 'redirecting.sock')
    const seen: string[] = []
    const redirecting = createServer((req, res) => {
      seen.push(String(req.headers.authorization))
      res.writeHead(307, { location: 'http://127.0.0.1:9/rest/v1/rpc/list_recent_leads' }).end()
    })
    await new Promise<void>((resolve) => redirecting.listen(socket, resolve))
    try {
      const request = socketFetch(socket)('http://local-backend/rest/v1/rpc/list_recent_leads', { method: 'POST', headers: { authorization: 'Bearer k' }, body: '{}' })
      await expect(request).rejects.toThrow(`${socket} answered an owner request with a redirect (HTTP 307 to http://127.0.0.1:9/rest/v1/rpc/list_recent_leads)`)
      expect(seen).toEqual(['Bearer k'])
    } finally {
      redirecting.close()
      socketDir.remove()
    }
  })

  it('warns loudly when bound beyond loopback, and not on loopback', async () => {
    const port = await freePort()
    const exposed = spawnScript('src/cli/serve.ts', [], { ...env, PORT: String(port), HOST: '0.0.0.0' })
    try {
      const output = await waitForOutput(exposed, /WARNING[\s\S]*docs\/security\.md[\s\S]*listening on/)
      expect(output).toContain('every network interface')
      expect(output).toContain('every stored lead to anyone holding the service key')
    } finally {
      exposed.kill('SIGTERM')
      await exited(exposed)
    }
    const local = spawnScript('src/cli/serve.ts', [], { ...env, PORT: String(await freePort()) })
    try {
      // The started line is the last the start writes, after any warning.
      const output = await waitForOutput(local, /"event":"started".*\n/)
      expect(output).not.toContain('WARNING')
    } finally {
      local.kill('SIGTERM')
      await exited(local)
    }
  })
})
