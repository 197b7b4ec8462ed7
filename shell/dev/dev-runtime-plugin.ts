import { defaultRemoteMap, devOrigin } from 'shared/build/federation'
import { readLocalKeys } from 'backend'
import type { Plugin } from 'vite'

/**
 * In `npm run dev` the shell serves a remote map pointing at each remote's dev server (the same
 * list and paths as the built map), and a /config.json carrying the local backend's anon key.
 */
export function devRuntimePlugin(): Plugin {
  return {
    name: 'dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]
        if (path === '/remotes.json') {
          const dev = defaultRemoteMap((remote) => `${devOrigin(remote.name)}/remoteEntry.js`)
          res.setHeader('content-type', 'application/json')
          res.setHeader('cache-control', 'no-cache')
          res.end(JSON.stringify(dev))
          return
        }
        if (path === '/config.json') {
          // Read per request: the backend creates its data folder's key on its first start, which
          // may come after this dev server's.
          const anonKey = readLocalKeys()?.anonKey
          res.setHeader('content-type', 'application/json')
          res.setHeader('cache-control', 'no-cache')
          if (!anonKey) {
            res.statusCode = 503
            res.end(JSON.stringify({ error: 'The local backend has not started yet; reload once it is up.' }))
            return
          }
          res.end(JSON.stringify({ backend: { url: null, anonKey } }))
          return
        }
        next()
      })
    },
  }
}
