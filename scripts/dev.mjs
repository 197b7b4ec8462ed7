// npm run dev: the five remotes, the shell and the local backend at once, with named, coloured prefixes.
import concurrently from 'concurrently'

const remotes = ['remote-marketing', 'remote-audit', 'remote-pharmacy', 'remote-telehealth', 'remote-blog']
const colors = ['magenta', 'green', 'yellow', 'cyan', 'blue', 'white', 'red']
const commands = [
  { name: 'backend', command: 'npm run serve -w supabase' },
  ...remotes.map((pkg) => ({ name: pkg.replace('remote-', ''), command: `npm run dev -w ${pkg}` })),
  { name: 'shell', command: 'npm run dev -w shell' },
].map((c, i) => ({ ...c, prefixColor: colors[i % colors.length] }))

const { result } = concurrently(commands, { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 })
console.log('Site: http://localhost:5173  (remotes on 5174-5178, backend on 54321)')
result.catch(() => process.exit(1))
