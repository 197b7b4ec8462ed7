import { readFileSync } from 'node:fs'
import { checkMapText } from './check-map'

const usage = `Usage: npm run map-check -- <remotes.json>
  Checks a remote map before it is deployed (REMOTE_MAP_FILE): JSON, each entry, no path owned twice.`

function main(): number {
  const [file, ...extra] = process.argv.slice(2)
  if (!file || extra.length > 0 || file === '--help' || file === '-h') {
    console.error(usage)
    return 2
  }
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    console.error(`map-check: cannot read ${file}: ${(error as Error).message}`)
    return 2
  }
  const { ok, lines } = checkMapText(text)
  for (const line of lines) console.log(line)
  return ok ? 0 : 1
}

process.exitCode = main()
