// Stands in for the automation service: records every webhook POST so tests can read the bodies.
import { createServer } from 'node:http'

const received = []
createServer((req, res) => {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-allow-headers', 'content-type')
  if (req.method === 'OPTIONS') return res.writeHead(204).end()
  if (req.method === 'POST' && req.url === '/webhook') {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      try {
        received.push({ at: Date.now(), contentType: req.headers['content-type'] ?? null, body: JSON.parse(body) })
      } catch {
        received.push({ at: Date.now(), contentType: req.headers['content-type'] ?? null, body, malformed: true })
      }
      res.writeHead(200).end('ok')
    })
    return
  }
  if (req.method === 'GET' && req.url === '/received') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
    return
  }
  res.writeHead(404).end()
}).listen(4311, '127.0.0.1')
