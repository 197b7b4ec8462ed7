import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeFetchFailure } from '../src/fetch-failure.ts'
import { spawnScript } from './helpers/processes.ts'

/** `npm run leads` against `url` with a service key; resolves once its output has all arrived. */
async function leads(url: string, env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-tls-data-'))
  const child = spawnScript('src/cli/leads.ts', [], { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'service-key', LOCAL_BACKEND_DATA_DIR: join(dataDir, 'pglite'), ...env })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  rmSync(dataDir, { recursive: true, force: true })
  return { code, stderr }
}

describe('describeFetchFailure: the cause from error.cause.code, and the fix', () => {
  const failed = (cause: unknown) => new TypeError('fetch failed', { cause })

  it.each([
    ['SELF_SIGNED_CERT_IN_CHAIN', 'its TLS certificate is not trusted (SELF_SIGNED_CERT_IN_CHAIN). If a private CA issued it, give Node that CA\'s certificate: NODE_EXTRA_CA_CERTS=/path/ca.pem'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'its TLS certificate is not trusted (UNABLE_TO_VERIFY_LEAF_SIGNATURE)'],
    ['CERT_HAS_EXPIRED', 'its TLS certificate is out of date (CERT_HAS_EXPIRED): renew it'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'its TLS certificate is not issued for that host name (ERR_TLS_CERT_ALTNAME_INVALID)'],
    ['ENOTFOUND', 'its host name does not resolve (ENOTFOUND)'],
    ['UND_ERR_CONNECT_TIMEOUT', 'no answer in time (UND_ERR_CONNECT_TIMEOUT)'],
  ])('%s', (code, says) => {
    expect(describeFetchFailure(failed(Object.assign(new Error('x'), { code })), 'https://api.example.com')).toContain(`https://api.example.com: ${says}`)
  })

  it('a refused dual-stack connect (an AggregateError) and fetch\'s own timeout', () => {
    const aggregate = new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:9'), { code: 'ECONNREFUSED' })], '')
    expect(describeFetchFailure(failed(aggregate), 'http://localhost:9')).toContain('the connection was refused (ECONNREFUSED)')
    expect(describeFetchFailure(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 'https://a.example')).toContain('no answer in time (ETIMEDOUT)')
  })
})

describe.skipIf(!existsSync('/usr/bin/openssl'))('npm run leads against an API that does not answer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leads-tls-'))
  const certFile = join(dir, 'cert.pem')
  const keyFile = join(dir, 'key.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' })
  const server = createHttpsServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end('[]')
  })
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('an untrusted certificate: the Node error code and NODE_EXTRA_CA_CERTS, not "fetch failed" (exit 1); with it, the leads are read', async () => {
    const refused = await leads(url)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`Reading leads failed: ${url}: its TLS certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT)`)
    expect(refused.stderr).toContain('NODE_EXTRA_CA_CERTS=/path/ca.pem')

    const trusted = await leads(url, { NODE_EXTRA_CA_CERTS: certFile })
    expect(trusted.stderr).toBe('')
    expect(trusted.code).toBe(0)
  })

  it('a refused port: says the connection was refused (exit 1)', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const result = await leads(`https://127.0.0.1:${port}`)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`Reading leads failed: https://127.0.0.1:${port}: the connection was refused (ECONNREFUSED)`)
  })
})
