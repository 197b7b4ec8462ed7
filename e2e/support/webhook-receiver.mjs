// Stands in for the automation service (the CRM's webhook), written as the docs tell a receiver to:
// it verifies each request with the standardwebhooks package over the raw body and answers 401 when
// that fails; it records every request with its headers, raw body and verdict, so tests can read
// what arrived. `POST /fail?match=<text>&times=<n>` makes the next n deliveries
// whose body contains that text fail with 503, so a test can watch retries without disturbing the
// deliveries of tests running beside it.
import { createServer } from 'node:http'
import { Webhook } from 'standardwebhooks'

// The e2e server's LEAD_WEBHOOK_SECRET (support/ports.ts).
const webhook = new Webhook('whsec_ZTJlLWxlYWQtd2ViaG9vay1zZWNyZXQtbm90LWZvci1wcm9k')

const received = []
/** Body text -> failures still to answer. */
const failing = new Map()

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/webhook') {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      let body = rawBody
      let malformed = false
      try {
        body = JSON.parse(rawBody)
      } catch {
        malformed = true
      }
      let verifyError = null
      try {
        webhook.verify(rawBody, req.headers)
      } catch (error) {
        verifyError = error instanceof Error ? error.message : String(error)
      }
      let status = req.method !== 'POST' ? 405 : verifyError ? 401 : 200
      for (const [text, left] of failing) {
        if (status === 200 && left > 0 && rawBody.includes(text)) {
          failing.set(text, left - 1)
          status = 503
        }
      }
      received.push({ at: Date.now(), method: req.method, headers: req.headers, rawBody, body, malformed, verifyError, status })
      res.writeHead(status).end(status === 200 ? 'ok' : 'not accepted')
    })
    return
  }
  if (req.method === 'POST' && url.pathname === '/fail') {
    failing.set(url.searchParams.get('match') ?? '', Number(url.searchParams.get('times') ?? '1'))
    return res.writeHead(204).end()
  }
  if (req.method === 'GET' && url.pathname === '/received') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
    return
  }
  res.writeHead(404).end()
}).listen(Number(process.env.E2E_WEBHOOK_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 1), '127.0.0.1')
