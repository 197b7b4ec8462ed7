import { parseArgs } from 'node:util'
import { DEFAULT_SITE, runReleaseCheck } from './checks'

const usage = `Usage: npm run release-check -- <remote> <url-of-its-dist> [--site <site-origin>]
  e.g. npm run release-check -- remoteBlog https://blog.cdn.example.com/v42/ --site https://www.example.com
  Checks an uploaded release before the site's remote map is pointed at it (default site ${DEFAULT_SITE}).`

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { site: { type: 'string', default: DEFAULT_SITE }, help: { type: 'boolean', short: 'h' } } })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(usage)
    return 0
  }
  const [remote, distUrl, ...extra] = positionals
  if (!remote || !distUrl || extra.length > 0) {
    console.error(usage)
    return 2
  }

  let results
  try {
    results = await runReleaseCheck({ remote, distUrl, siteUrl: values.site })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 2
  }
  for (const { name, ok, detail } of results) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`)
  return results.every((result) => result.ok) ? 0 : 1
}

process.exitCode = await main()
