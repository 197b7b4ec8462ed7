import { execFile, spawnSync } from 'node:child_process'
import { readFileSync, renameSync } from 'node:fs'
import { request } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test, expect, type Page } from '@playwright/test'
import { waitForApp } from '../../fixtures'
import { copyBlogBuild, editRelease, repoRoot } from '../../support/blog-release'
import { faultsOverRoutes, mainRoutes } from '../../support/browser-faults'
import { PAGE_S_MAXAGE, PAGE_STALE_WHILE_REVALIDATE, REMOTE_MAP_REVALIDATE_SECONDS, startProductionTopology, type ProductionTopology } from '../../support/production-topology'
import { fillAuditForm, lead, requestIdsOf, retryingStatus, submitButton, toast } from '../audit/audit-page'

/**
 * The topology test: the production topology of docs/deploying.md "Production" (PostgreSQL 15 +
 * PostgREST, two composers on the built server, nginx's proxy_cache in front, two workers, a
 * webhook receiver), driven through nginx by Chromium. One topology for the tests, in order.
 */
test.describe.configure({ mode: 'serial' })

let topology: ProductionTopology
/**
 * The start under way: a start that outlives beforeAll's timeout goes on in the background, and
 * afterAll must still stop what it started (else its servers outlive the run).
 */
let starting: Promise<ProductionTopology> | undefined
/** Visits with a query of their own miss the cache, so nginx hands them to a composer. */
let visit = 0

test.beforeAll(async () => {
  test.setTimeout(120_000)
  starting = startProductionTopology()
  topology = await starting
})

test.afterAll(async () => {
  // A start that failed has stopped what it started (startProductionTopology).
  await (topology ?? (await starting?.catch(() => undefined)))?.stop()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && topology) {
    const report = topology.processes.report()
    console.error(`Processes of the production topology:\n${report}`)
    await testInfo.attach('process logs', { body: report, contentType: 'text/plain' })
  }
})

function figure(name: string, value: string) {
  console.log(`topology: ${name}: ${value}`)
  test.info().annotations.push({ type: name, description: value })
}

/**
 * Opens the audit page as served by one of these composers, and says which: a fresh query misses
 * the cache, and nginx's round robin picks the composer.
 */
async function openAuditPageFrom(page: Page, upstreams: ReadonlySet<string>): Promise<string> {
  const seen: string[] = []
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await page.goto(`/marketing-audit?visit=${++visit}`)
    const served = response?.headers()['x-upstream'] ?? ''
    expect(response?.status()).toBe(200)
    if (upstreams.has(served)) {
      await waitForApp(page)
      return served
    }
    seen.push(served)
  }
  throw new Error(`nginx never sent /marketing-audit to ${[...upstreams].join(' or ')} (it used ${seen.join(', ')})`)
}

/** The arguments of submit_marketing_audit, as the audit form sends them. */
function auditArgs(email: string): string {
  return JSON.stringify({ first_name: 'Sam', last_name: 'Lee', email, phone: '(512) 555-0142', business_name: 'Second Client Clinic', monthly_budget: '2k-5k', questionnaire_score: '50', answers: {} })
}

/** submit_marketing_audit through nginx from this loopback address, with spoofed address headers. */
function submitFrom(localAddress: string, email: string): Promise<{ status: number; body: string }> {
  const body = auditArgs(email)
  const url = new URL(`${topology.siteUrl}/rest/v1/rpc/submit_marketing_audit`)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          apikey: topology.keys.anonKey,
          authorization: `Bearer ${topology.keys.anonKey}`,
          'cf-connecting-ip': '203.0.113.99',
          'x-forwarded-for': '203.0.113.99',
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** An address as a literal in a RegExp (nginx lists each upstream it tried: the last one answered). */
function escapeDots(address: string): string {
  return address.replace(/\./g, '\\.')
}

interface Received {
  headers: Record<string, string | undefined>
  status: number
  verifyError: string | null
}

/**
 * The setup of docs/deploying.md "Self-hosting, step by step", as the topology runs it: the
 * database the kit built, nginx's gateway (TLS, the redirect, the apikey check), the release
 * host's headers, and every main route in Chromium with every remote on the release host.
 */
test.describe('the documented self-hosted setup', () => {
  /** GET over TLS from Node, trusting the topology's self-signed certificate. */
  const getTls = (url: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      httpsRequest(url, { rejectUnauthorized: false }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      })
        .on('error', reject)
        .end()
    })

  test('the database was built by npm run db -- migrate on a bare server: roles, every migration, the login PostgREST uses', () => {
    const { migrateOutput, db } = topology
    expect(migrateOutput).toContain('roles: created anon, authenticated, service_role, authenticator')
    expect(migrateOutput).toMatch(/migrations: applied \d+, recorded in supabase_migrations\.schema_migrations/)
    expect(migrateOutput).toContain("authenticator's password: set from")
    // PostgREST is logged in as authenticator, over TCP, with that password.
    expect(db.psql("select count(*) > 0 from pg_stat_activity where usename = 'authenticator' and client_addr = '127.0.0.1'").trim()).toBe('t')
  })

  test('the gateway: TLS with HSTS, HTTP redirected to HTTPS, and no request without an apikey reaches PostgREST', async () => {
    const { siteUrl, siteTlsUrl, redirectUrl, keys } = topology
    const tls = await getTls(`${siteTlsUrl}/healthz`)
    expect(tls.status).toBe(200)
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const redirected = await fetch(`${redirectUrl}/blog?x=1`, { redirect: 'manual' })
    expect(redirected.status).toBe(301)
    expect(redirected.headers.get('location')).toBe('https://127.0.0.1/blog?x=1')

    // Without a key: the gateway answers, as Supabase's does, for the API's root and for an RPC.
    for (const [path, init] of [['/rest/v1/', {}], ['/rest/v1/rpc/submit_marketing_audit', { method: 'POST', body: auditArgs('no-key@topology.example.com'), headers: { 'content-type': 'application/json' } }]] as const) {
      const response = await fetch(`${siteUrl}${path}`, init)
      expect(response.status, path).toBe(401)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(((await response.json()) as { message: string }).message, path).toBe('No API key found in request')
    }
    expect(topology.db.psql("select count(*) from public.contacts where email = 'no-key@topology.example.com'").trim()).toBe('0')
    // With the anon key, PostgREST answers, and lists nothing at its root: no OpenAPI document for anyone.
    const root = await fetch(`${siteUrl}/rest/v1/`, { headers: { apikey: keys.anonKey, authorization: `Bearer ${keys.anonKey}` } })
    expect([root.status, await root.text()]).toEqual([404, '{}'])
  })

  test("the release host sends CORS for the site, a year for hashed assets, revalidation (ETag, 304) for the rest", async () => {
    const { releaseUrls, deployUrl, siteUrl } = topology
    const blog = releaseUrls['remote-blog']!
    const release = JSON.parse(readFileSync(join(topology.deployRoot, 'releases/remote-blog-v1/release.json'), 'utf8')) as { styles: string[] }
    const asset = await fetch(`${blog}${release.styles[0]}`, { headers: { origin: siteUrl } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('access-control-allow-origin')).toBe(siteUrl)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const url of [`${blog}remoteEntry.js`, `${blog}release.json`, `${deployUrl}/remotes.json`]) {
      const first = await fetch(url, { headers: { origin: siteUrl } })
      expect(first.headers.get('access-control-allow-origin'), url).toBe(siteUrl)
      expect(first.headers.get('cache-control'), url).toBe('no-cache')
      const etag = first.headers.get('etag')
      expect(etag, url).toBeTruthy()
      expect((await fetch(url, { headers: { 'if-none-match': etag! } })).status, url).toBe(304)
    }
  })

  test('every main route through nginx loads with no CSP violation, console error or failed resource, each section from the release host', async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ baseURL: topology.siteUrl })
    const page = await context.newPage()
    const fromReleaseHost = new Set<string>()
    page.on('request', (req) => {
      if (req.url().startsWith(topology.deployUrl)) fromReleaseHost.add(new URL(req.url()).pathname.split('/')[2] ?? '')
    })
    const faults = await faultsOverRoutes(page, mainRoutes, waitForApp)
    await context.close()
    expect(faults).toEqual([])
    expect([...fromReleaseHost].sort()).toEqual(Object.keys(topology.releaseUrls).map((pkg) => `${pkg}-v1`).sort())
  })
})

test('a browser through nginx submits audits on pages of both composers: each lead stored once, delivered once; the rate limit counts the browser', async ({ browser }) => {
  test.setTimeout(120_000)
  // The browser claims other addresses in every header a proxy might trust: nginx must overwrite them.
  // Only on the site's requests: on the release host's, such headers would make each module a CORS preflight.
  const context = await browser.newContext({ baseURL: topology.siteUrl })
  await context.route(`${topology.siteUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': '198.51.100.7', 'x-forwarded-for': '198.51.100.7' } }),
  )
  const page = await context.newPage()
  const emails: string[] = []
  // An audit through the form on a page of each composer.
  const notYet = new Set(topology.composers.map((composer) => composer.upstream))
  while (notYet.size > 0) {
    notYet.delete(await openAuditPageFrom(page, notYet))
    const email = `form-${emails.length + 1}@topology.example.com`
    await fillAuditForm(page, lead(email))
    await submitButton(page).click()
    await expect(toast(page, 'Success!').first()).toBeVisible()
    emails.push(email)
  }
  // Three more from the same page's script, up to the limit (5 per address per hour).
  for (let i = 1; i <= 3; i++) {
    const email = `script-${i}@topology.example.com`
    const status = await page.evaluate(
      async ({ body, anonKey }) =>
        (await fetch('/rest/v1/rpc/submit_marketing_audit', { method: 'POST', headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${anonKey}` }, body })).status,
      { body: auditArgs(email), anonKey: topology.keys.anonKey },
    )
    expect(status, email).toBe(200)
    emails.push(email)
  }
  // The 6th from the same browser is refused: its address reached the limit, whatever it claims.
  await openAuditPageFrom(page, new Set(topology.composers.map((composer) => composer.upstream)))
  await fillAuditForm(page, lead('refused@topology.example.com'))
  await submitButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rate Limit Exceeded' })).toBeVisible()
  await context.close()

  // Another client (nginx reached from 127.0.0.5), claiming the same spoofed address: its own bucket, accepted.
  const other = await submitFrom('127.0.0.5', 'second-client@topology.example.com')
  expect(other.status, other.body).toBe(200)
  emails.push('second-client@topology.example.com')

  const { db } = topology
  const buckets = db.psql("select client_ip || ' ' || count(*) from private.rate_limit_hits where endpoint_name = 'marketing_audit' group by client_ip order by client_ip")
  expect(buckets.trim().split('\n')).toEqual(['127.0.0.1 5', '127.0.0.5 1'])
  const logged = db.psql("select distinct coalesce(client_ip, 'none') from private.submission_log where is_success order by 1")
  expect(logged.trim().split('\n')).toEqual(['127.0.0.1', '127.0.0.5'])

  // Stored once each.
  const stored = db.psql('select c.email from public.contacts c join public.marketing_audits a on a.contact_id = c.id order by c.email').trim().split('\n')
  expect(stored).toEqual([...emails].sort())
  const auditIds = db.psql('select id from public.marketing_audits order by id').trim().split('\n')

  // Delivered once each: the receiver's accepted requests, by webhook-id, are exactly the stored audits.
  const received = async () => (await (await fetch(`${topology.receiverUrl}/received`)).json()) as Received[]
  const acceptedIds = async () => (await received()).filter((r) => r.status === 200).map((r) => r.headers['webhook-id'] ?? '')
  await expect.poll(async () => new Set(await acceptedIds()).size, { timeout: 20_000, message: 'deliveries of every stored lead' }).toBe(auditIds.length)
  // Long enough for a duplicate to show (the workers poll every 100 ms).
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const ids = await acceptedIds()
  expect([...ids].sort()).toEqual(auditIds)
  expect((await received()).every((r) => r.verifyError === null)).toBe(true)
  figure('leads stored', String(auditIds.length))
  figure('leads delivered', `${new Set(ids).size} (${ids.length} accepted POSTs)`)
})

function releaseEnv(as: { credential: string } | 'operator'): NodeJS.ProcessEnv {
  return { ...process.env, ...(as === 'operator' ? { SUPABASE_URL: topology.siteUrl, SUPABASE_SERVICE_ROLE_KEY: topology.keys.serviceRoleKey } : { RELEASE_CREDENTIAL: as.credential }) }
}

/** `npm run release -- …` against the topology's site, as the blog team (its credential) or the operator. */
function release(args: string[], as: { credential: string } | 'operator'): { status: number; stdout: string; stderr: string } {
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args, '--site', topology.siteUrl], { cwd: repoRoot, env: releaseEnv(as), encoding: 'utf8', timeout: 120_000 })
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr }
}

/**
 * Runs a promote or rollback while watching the blog index through nginx, and says how long after
 * the change (its time in the ledger's history) nginx first served the page it expects.
 */
async function changeToVisible(args: string[], expectCandidate: boolean, boundMs: number): Promise<number> {
  let seenAt = 0
  const watching = (async () => {
    const deadline = Date.now() + boundMs + 60_000
    while (!seenAt && Date.now() < deadline) {
      if ((await blogIndex()).candidate === expectCandidate) seenAt = Date.now()
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const command = promisify(execFile)('npm', ['run', '--silent', 'release', '--', ...args, '--site', topology.siteUrl], { cwd: repoRoot, env: releaseEnv(blogTeam), timeout: 120_000 })
  await command
  await watching
  expect(seenAt, `nginx serving the blog index ${expectCandidate ? 'with' : 'without'} the candidate`).toBeGreaterThan(0)
  const [event] = JSON.parse(release(['history', 'remoteBlog', '--limit', '1', '--json'], blogTeam).stdout) as { action: string; at: string }[]
  expect(event?.action).toBe(args[0])
  return seenAt - Date.parse(event!.at)
}

const blogTeam = { credential: '' }
let candidateId = 0
const candidateTitle = 'Practice Growth Blog, the candidate release'

/** The blog index as nginx serves it to a visitor with these cookies: its title and the cache's verdict. */
async function blogIndex(cookie = '', query = '') {
  const response = await fetch(`${topology.siteUrl}/blog${query}`, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? ''
  return { title, candidate: title.includes(candidateTitle), cache: response.headers.get('x-cache-status'), cohort: response.headers.get('x-release-cohort'), setCookie: response.headers.get('set-cookie') }
}

test('the blog team registers, promotes and rolls back a release with its own credential: each visible through nginx within the documented bound', async () => {
  test.setTimeout(120_000)
  const { deployRoot, deployUrl } = topology
  // A second blog release on the release host, as the team uploads it: the blog index retitled.
  const folder = copyBlogBuild(join(deployRoot, 'releases/remote-blog-v2'))
  editRelease(
    folder,
    (text) => {
      const manifest = JSON.parse(text) as { routes: { pages: { path: string; title: string }[] } }
      manifest.routes.pages.find((p) => p.path === '/blog')!.title = candidateTitle
      return JSON.stringify(manifest)
    },
    /^release\.json$/,
  )

  const issued = release(['credential', 'issue', 'blog', '--label', 'topology'], 'operator')
  expect(issued.status, issued.stderr).toBe(0)
  blogTeam.credential = issued.stdout.trim()
  const registered = release(['register', 'remoteBlog', `${deployUrl}/releases/remote-blog-v2/`, '--json'], blogTeam)
  expect(registered.status, `${registered.stdout}${registered.stderr}`).toBe(0)
  candidateId = (JSON.parse(registered.stdout) as { id: number }).id

  // Cached by nginx before the promote.
  await expect.poll(async () => (await blogIndex()).cache, { message: 'the blog index cached by nginx' }).toBe('HIT')
  expect((await blogIndex()).candidate).toBe(false)
  // docs/deploying.md "Production": the ledger's poll + s-maxage + stale-while-revalidate.
  const boundMs = (REMOTE_MAP_REVALIDATE_SECONDS + PAGE_S_MAXAGE + PAGE_STALE_WHILE_REVALIDATE) * 1000

  const promoteMs = await changeToVisible(['promote', 'remoteBlog', String(candidateId)], true, boundMs)
  figure('promote-to-visible through nginx', `${promoteMs} ms (documented bound ${boundMs} ms)`)
  expect(promoteMs).toBeLessThanOrEqual(boundMs)
  for (const composer of topology.composers) {
    expect(await (await fetch(`${composer.url}/blog`)).text(), composer.name).toContain(candidateTitle)
  }

  const rollbackMs = await changeToVisible(['rollback', 'remoteBlog'], false, boundMs)
  figure('rollback-to-visible through nginx', `${rollbackMs} ms (documented bound ${boundMs} ms)`)
  expect(rollbackMs).toBeLessThanOrEqual(boundMs)

  // The team's credential changes its own remote only: the API refuses the rest, whoever calls it.
  const foreign = release(['rollback', 'remoteMarketing'], blogTeam)
  expect(foreign.status).toBe(1)
  expect(foreign.stderr).toContain('Team blog may not release remoteMarketing')
})

test('a 10 % canary through nginx: browsers keep their cohort and never get the other cohort\'s cached page; the guard aborts it when its origin fails', async ({ browser }) => {
  test.setTimeout(180_000)
  expect(candidateId, 'the release of the test before').toBeGreaterThan(0)
  const started = release(['canary', 'remoteBlog', String(candidateId), '10', '--min-views', '10', '--max-failure-rate', '0.2', '--json'], blogTeam)
  expect(started.status, `${started.stdout}${started.stderr}`).toBe(0)
  const canary = (JSON.parse(started.stdout) as { canary: number }).canary
  await expect.poll(async () => (await blogIndex('', `?visit=${++visit}`)).cohort, { timeout: 10_000 }).toMatch(/^\d+[cl]$/)

  // Real browsers, each new: drawn into a cohort on its first page, then kept in it, cached or not.
  const seen = { c: 0, l: 0 }
  for (let i = 0; i < 20; i++) {
    const context = await browser.newContext({ baseURL: topology.siteUrl, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    const cohort = (await context.cookies()).find((cookie) => cookie.name === 'epp_cohort')?.value ?? ''
    expect(cohort).toMatch(new RegExp(`^${canary}[cl]$`))
    const inCanary = cohort.endsWith('c')
    seen[inCanary ? 'c' : 'l'] += 1
    expect(await page.title()).toContain(inCanary ? candidateTitle : 'Blog')
    const again = await page.goto('/blog')
    expect(await page.title(), `visitor ${i} (${cohort}), again (${again?.headers()['x-cache-status']})`).toContain(inCanary ? candidateTitle : 'Blog')
    if (!inCanary) expect(await page.title()).not.toContain(candidateTitle)
    await context.close()
  }
  figure('canary cohorts of 20 new browsers', `${seen.c} candidate, ${seen.l} live`)
  expect(seen.l).toBeGreaterThan(seen.c)
  // Both cohorts' pages are in nginx's cache, each served only to its own.
  for (const cohort of ['c', 'l'] as const) {
    const cookie = `epp_cohort=${canary}${cohort}`
    await expect.poll(async () => (await blogIndex(cookie)).cache).toBe('HIT')
    expect((await blogIndex(cookie)).candidate).toBe(cohort === 'c')
  }
  // A canary visitor's browser gets the candidate's page and loads the candidate's code (the map
  // the page carries), with no console error.
  const live = await browser.newContext({ baseURL: topology.siteUrl })
  await live.addCookies([{ name: 'epp_cohort', value: `${canary}c`, url: topology.siteUrl }])
  const livePage = await live.newPage()
  const problems: string[] = []
  const loaded: string[] = []
  livePage.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  livePage.on('pageerror', (error) => problems.push(error.message))
  livePage.on('request', (request) => loaded.push(request.url()))
  const served = await livePage.goto(`/blog?visit=${++visit}`)
  expect(await served?.text()).toContain(`<title>${candidateTitle}`)
  await waitForApp(livePage)
  expect(loaded).toContain(`${topology.deployUrl}/releases/remote-blog-v2/remoteEntry.js`)
  expect(loaded.filter((url) => url.includes('/releases/remote-blog-v1/'))).toEqual([])
  expect(problems).toEqual([])
  await live.close()

  // The two forgeries that once stopped or blinded the guard, sent as any visitor can (the anon key,
  // through nginx): a figure that is not a whole number, and a billion requests. They are stored as
  // analytics, and count for nothing; counting as a composer needs the composers' credential.
  const forged = (properties: object) =>
    fetch(`${topology.siteUrl}/rest/v1/analytics_events`, {
      method: 'POST',
      headers: { apikey: topology.keys.anonKey, authorization: `Bearer ${topology.keys.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ event_name: 'release_canary_requests', page_url: `${topology.siteUrl}/blog`, referrer: null, user_agent: 'forger', properties }]),
    })
  expect((await forged({ canary, cohort: 'c', requests: 1.5, failures: 0 })).status).toBe(201)
  expect((await forged({ canary, cohort: 'c', requests: 1_000_000_000, failures: 0 })).status).toBe(201)
  const asComposer = await fetch(`${topology.siteUrl}/rest/v1/rpc/release_count_canary`, {
    method: 'POST',
    headers: { apikey: topology.keys.anonKey, authorization: `Bearer ${topology.keys.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ counts: [{ canary, cohort: 'c', requests: 1_000_000, failures: 0 }] }),
  })
  expect(asComposer.status).toBe(401)

  // The candidate's origin starts failing: its release is gone from the release host.
  renameSync(join(topology.deployRoot, 'releases/remote-blog-v2'), join(topology.deployRoot, 'releases/remote-blog-v2-gone'))
  const inCanary = `epp_cohort=${canary}c`
  let firstFailureAt = 0
  let abortedAt = 0
  const deadline = Date.now() + 90_000
  while (!abortedAt && Date.now() < deadline) {
    const answer = await blogIndex(inCanary, `?visit=${++visit}`)
    // Never a 503: the live page at once (blogIndex asserts 200).
    if (!firstFailureAt && !answer.candidate) firstFailureAt = Date.now()
    if (answer.cohort === null) abortedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(firstFailureAt, 'a canary request served live after the origin failed').toBeGreaterThan(0)
  expect(abortedAt, 'the guard aborted the canary').toBeGreaterThan(0)
  figure('canary first failure to abort', `${abortedAt - firstFailureAt} ms (guard every 1 s, composers write counts every 5 s)`)
  // The bound docs/deploying.md gives: the composers' next write (5 s), the guard's next run (1 s
  // here), the cache's page lifetime, and the requests to reach --min-views, with room for a busy machine.
  expect(abortedAt - firstFailureAt).toBeLessThanOrEqual(30_000)
  // status answers, with the composers' figures, whatever the forged rows said.
  const status = release(['status', 'remoteBlog', '--json'], blogTeam)
  expect(status.status, `${status.stdout}${status.stderr}`).toBe(0)
  const [blogStatus] = JSON.parse(status.stdout) as { releases: unknown[] }[]
  expect(blogStatus!.releases.length).toBeGreaterThan(0)
  const history = release(['history', 'remoteBlog', '--limit', '1', '--json'], blogTeam)
  const [aborted] = JSON.parse(history.stdout) as { action: string; by: string; note: string }[]
  expect(aborted).toMatchObject({ action: 'abort', by: 'guard' })
  expect(aborted!.note).toMatch(/^canary aborted by the guard: composition failures: \d+ of \d+ candidate requests/)
  // Its visitors are live again, and their cohort cookie is dropped.
  const after = await blogIndex(inCanary, `?visit=${++visit}`)
  expect([after.candidate, after.cohort]).toEqual([false, null])
  expect(after.setCookie).toContain('epp_cohort=; Path=/; Max-Age=0')
})

test('with one composer killed, nginx keeps serving pages, cached or not', async () => {
  const [killed, survivor] = topology.composers as [ProductionTopology['composers'][number], ProductionTopology['composers'][number]]
  await topology.processes.stop(killed.proc, 'SIGKILL')
  const paths = ['/', '/blog', '/pharmacy-partners', '/telehealth-empire', `/services?visit=${++visit}`]
  for (const path of paths) {
    const response = await fetch(`${topology.siteUrl}${path}`)
    expect(response.status, path).toBe(200)
    // A page nginx fetched for this request came from the composer still running (a cached or stale one names none).
    if (['MISS', 'EXPIRED', 'REVALIDATED'].includes(response.headers.get('x-cache-status') ?? '')) {
      expect(response.headers.get('x-upstream'), path).toMatch(new RegExp(`${escapeDots(survivor.upstream)}$`))
    }
  }
  // A page never requested before: not in the cache, served by the survivor.
  const fresh = await fetch(`${topology.siteUrl}/blog/how-to-launch-a-telehealth-practice?visit=${++visit}`)
  expect(fresh.status).toBe(200)
  expect(fresh.headers.get('x-cache-status')).toBe('MISS')
  expect(fresh.headers.get('x-upstream')).toMatch(new RegExp(`${escapeDots(survivor.upstream)}$`))
})

/** The JSON log lines of a worker with this event (backend/log: one object per line). */
function workerEvents(output: string, event: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === event)
}

test('an audit submitted while PostgREST is stopped for 5 s is stored once, with no second click; the workers log the outage and the recovery', async ({ browser }) => {
  test.setTimeout(120_000)
  // Long enough to cross the form's first retries (about 1 and 2 s after the press) and the workers' claims (every 100 ms).
  const outageMs = 5_000
  // The first test spent this address's 5 audits of the hour (the browser always comes from 127.0.0.1).
  topology.db.psql("delete from private.rate_limit_hits where endpoint_name = 'marketing_audit'")
  const context = await browser.newContext({ baseURL: topology.siteUrl })
  const page = await context.newPage()
  const sent = requestIdsOf(page)
  await openAuditPageFrom(page, new Set(topology.composers.map((composer) => composer.upstream)))
  const email = `outage@topology.example.com`
  await fillAuditForm(page, lead(email))

  await topology.postgrest.stop()
  const stoppedAt = Date.now()
  await submitButton(page).click()
  await expect(retryingStatus(page)).toBeVisible()
  // The outage lasts its 5 s, whatever the page does meanwhile; the visitor does nothing more.
  await new Promise((resolve) => setTimeout(resolve, outageMs - (Date.now() - stoppedAt)))
  await expect(retryingStatus(page)).toBeVisible()
  await expect(toast(page, 'Submission Failed')).toHaveCount(0)
  await topology.postgrest.start()
  const restartedAt = Date.now()
  await expect(toast(page, 'Success!')).toBeVisible({ timeout: 30_000 })
  figure('outage', `${Math.round((restartedAt - stoppedAt) / 1000)} s; lead stored ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after PostgREST answered again, after ${sent.length} sends`)
  await context.close()

  // Stored once, from sends that all carried one request id.
  const stored = topology.db.psql(`select count(*) from public.contacts where email = '${email}'`).trim()
  expect(stored).toBe('1')
  expect(sent.length).toBeGreaterThan(1)
  expect(new Set(sent).size).toBe(1)

  // Each worker named the URL and status of its failed claims (nginx's 502), once, and its recovery.
  const claimUrl = `${topology.siteUrl}/rest/v1/rpc/claim_lead_deliveries`
  for (const worker of topology.workers) {
    await expect.poll(() => workerEvents(worker.output(), 'claim-recovered').length, { message: `${worker.name} logs its recovery` }).toBeGreaterThanOrEqual(1)
    const failed = workerEvents(worker.output(), 'claim-failed')
    expect(failed[0], worker.name).toMatchObject({ url: claimUrl, status: 502, reason: 'HTTP 502 Bad Gateway' })
    expect(failed.filter((line) => line.status === 502), worker.name).toHaveLength(1)
    expect(worker.output(), worker.name).not.toContain('<html')
    expect(workerEvents(worker.output(), 'claim-recovered')[0], worker.name).toMatchObject({ url: claimUrl })
  }
  // And the lead reached the CRM, once.
  const auditId = topology.db.psql(`select a.id from public.marketing_audits a join public.contacts c on c.id = a.contact_id where c.email = '${email}'`).trim()
  const accepted = async () => ((await (await fetch(`${topology.receiverUrl}/received`)).json()) as Received[]).filter((r) => r.status === 200 && r.headers['webhook-id'] === auditId)
  await expect.poll(async () => (await accepted()).length, { timeout: 20_000, message: 'the delivery of the lead stored during the outage' }).toBe(1)
})

test('npm run leads with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY lists the leads stored in the topology', async () => {
  test.setTimeout(60_000)
  const env = { ...process.env, SUPABASE_URL: topology.siteUrl, SUPABASE_SERVICE_ROLE_KEY: topology.keys.serviceRoleKey, LOCAL_BACKEND_DATA_DIR: join(tmpdir(), 'topology-no-local-data') }
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'leads', '--', '--csv'], { cwd: repoRoot, env })
  const rows = stdout.trim().split('\r\n').slice(1)
  const emails = topology.db.psql('select email from public.contacts order by email').trim().split('\n').filter(Boolean)
  expect(emails.length).toBeGreaterThan(0)
  expect(rows).toHaveLength(emails.length)
  const listed = rows.map((row) => /"([^"]+@[^"]+)"/.exec(row)?.[1]).sort()
  expect(listed).toEqual(emails)
  // The delivery as the workers recorded it: every one of them delivered.
  for (const row of rows) expect(row).toMatch(/,"delivered( \(\d+ attempts\))?",/)
  figure('npm run leads through nginx', `${rows.length} leads`)
})
