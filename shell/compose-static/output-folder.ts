import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, parse, relative, resolve, sep } from 'node:path'

/** The files every written site has: a folder holding them can be replaced by a new run. */
const signature = ['index.html', '404.html', 'remotes.json', '_headers']

const inside = (parent: string, child: string) => {
  const rel = relative(parent, child)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/**
 * The site is written into a folder beside `out` and swapped in only once everything is composed:
 * a failed run leaves the previous site as it was, never half a site. `out` is replaced as a whole,
 * so it must be empty, missing, or a site this command wrote, and must not hold or sit in a source.
 */
export function createOutputFolder(out: string, sources: readonly string[]) {
  const target = resolve(out)
  if (target === parse(target).root) throw new Error(`--out ${out}: not the root of a file system`)
  for (const source of sources) {
    if (inside(target, source) || inside(source, target)) throw new Error(`--out ${out}: overlaps ${source}, which the site is read from`)
  }
  if (existsSync(target)) {
    const names = readdirSync(target)
    if (names.length > 0 && !signature.every((name) => names.includes(name))) {
      throw new Error(`--out ${out}: not empty and not a site this command wrote (no ${signature.join(', ')}); give a new or empty folder`)
    }
  }
  const staging = `${target}.partial-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  const written = new Set<string>()

  return {
    root: staging,
    /** Writes one file of the site by its URL path; two writers of one path are a conflict, not an overwrite. */
    write(urlPath: string, content: string): number {
      const file = resolve(staging, `.${urlPath}`)
      if (!urlPath.startsWith('/') || urlPath.includes('\\') || !inside(staging, file) || file === staging) throw new Error(`${urlPath} is not a path inside the site`)
      if (written.has(file)) throw new Error(`${urlPath} would be written twice: two releases (or a release and the site) have a page, alias or file there`)
      if (existsSync(file)) throw new Error(`${urlPath} is a file of the shell's build too (an old prerendered page?): rebuild the shell (npm run build -w shell)`)
      written.add(file)
      mkdirSync(dirname(file), { recursive: true })
      const bytes = Buffer.from(content)
      writeFileSync(file, bytes)
      return bytes.length
    },
    publish(): void {
      const previous = `${target}.previous-${process.pid}`
      if (existsSync(target)) renameSync(target, previous)
      renameSync(staging, target)
      rmSync(previous, { recursive: true, force: true })
    },
    discard(): void {
      rmSync(staging, { recursive: true, force: true })
    },
  }
}

export type OutputFolder = ReturnType<typeof createOutputFolder>
