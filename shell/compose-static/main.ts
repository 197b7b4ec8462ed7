import { parseComposeArgs, usage } from './args'
import { composeStaticSite, type ComposeStaticSummary } from './compose-site'

function report(summary: ComposeStaticSummary): string {
  const width = Math.max(...summary.remotes.map((r) => r.name.length))
  const remotes = summary.remotes.map((r) =>
    r.copied ? `  ${r.name.padEnd(width)}  ${r.source} → ${r.entry} (copied)` : `  ${r.name.padEnd(width)}  ${r.entry} (kept at its URL)`,
  )
  return [
    `Composed the site into ${summary.out} in ${summary.ms} ms`,
    `  ${summary.pages} pages, ${summary.aliases} aliases, ${summary.siteFiles.length} site files (${summary.siteFiles.join(', ')}), 404.html`,
    `  ${summary.files} files, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB (${summary.bytes} bytes)`,
    ...remotes,
  ].join('\n')
}

async function main(): Promise<number> {
  const parsed = parseComposeArgs(process.argv.slice(2))
  if (!parsed.ok) {
    console.error(`${parsed.error}\n${usage}`)
    return 2
  }
  if (parsed.help) {
    console.log(usage)
    return 0
  }
  try {
    console.log(report(await composeStaticSite(parsed.options)))
    return 0
  } catch (error) {
    // The messages name the remote and what to do; a stack adds nothing for the operator.
    console.error(`compose: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

process.exitCode = await main()
