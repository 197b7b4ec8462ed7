// npm run dev: the five remotes, the shell and the local backend at once, with named, coloured prefixes.
import { fileURLToPath } from 'node:url'
import concurrently from 'concurrently'
import { remotePackages } from './remote-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const colors = ['magenta', 'green', 'yellow', 'cyan', 'blue', 'white', 'red']

/**
 * Dev keeps its own data folder (`.data/pglite-dev`), so it runs beside `npm start` (which holds
 * `.data/pglite`) instead of dying on "data folder in use". The backend and the shell's dev server
 * (which hands the browser that folder's anon key) get the same folder.
 */
export const devDataDir = process.env.LOCAL_BACKEND_DATA_DIR ?? `${root}.data/pglite-dev`

export const devCommands = [
  { name: 'backend', command: 'npm run serve -w backend' },
  ...remotePackages.map((pkg) => ({ name: pkg.replace('remote-', ''), command: `npm run dev -w ${pkg}` })),
  { name: 'shell', command: 'npm run dev -w shell' },
].map((c, i) => ({ ...c, prefixColor: colors[i % colors.length], env: { LOCAL_BACKEND_DATA_DIR: devDataDir } }))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { result } = concurrently(devCommands, { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 })
  console.log(`Site: http://localhost:5173  (remotes on 5174-5178, backend on 54321, data in ${devDataDir})`)
  result.catch(() => process.exit(1))
}
