// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import { federationShared, legacyShareNames, optionalShared, sharedFor, shellShared, sourceOfSharedModule } from './federation'
import { remotes } from '../src/helpers/remotes'
import { releaseHeader } from './render-pages'

const root = fileURLToPath(new URL('../', import.meta.url))
const exportsOf = pkg.exports as Record<string, string>
/** Each kind's `exports` prefix and the folder its files live in. */
const kinds = { singletons: 'src/singletons/', ui: 'src/ui/', helpers: 'src/helpers/', server: 'src/server/', build: 'build/', testing: 'testing/' }

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file))

/** The files a module imports by relative path, as paths under shared/. */
function relativeImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => {
    const base = relative(root, resolve(root, dirname(file), specifier))
    return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(join(root, candidate))) ?? base
  })
}

describe('shared by kind', () => {
  it('exports each module under its kind, from the folder of that kind', () => {
    const misplaced = Object.entries(exportsOf)
      .filter(([key]) => key !== './package.json')
      .filter(([key, target]) => {
        const kind = Object.entries(kinds).find(([prefix]) => key.startsWith(`./${prefix}/`))
        return !kind || !target.startsWith(`./${kind[1]}`)
      })
    expect(misplaced).toEqual([])
  })

  it('shares every module of the singletons folder as a singleton, and no other module of shared', () => {
    const singletonExports = Object.keys(exportsOf).filter((key) => key.startsWith('./singletons/')).map((key) => `shared/${key.slice(2)}`)
    const ownShares = Object.keys(federationShared).filter((module) => module.startsWith('shared/'))
    expect(ownShares.sort()).toEqual(singletonExports.sort())
    for (const module of ownShares) expect(federationShared[module as keyof typeof federationShared]).toMatchObject({ singleton: true })
  })

  it('keeps in the singletons folder only singletons and the files they import', () => {
    const entries = Object.entries(exportsOf).filter(([key]) => key.startsWith('./singletons/')).map(([, target]) => target.slice(2))
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file) || !file.startsWith(kinds.singletons)) return
      reached.add(file)
      relativeImports(file).forEach(visit)
    }
    entries.forEach(visit)
    const strays = sourceFiles(kinds.singletons).filter((file) => !reached.has(file))
    expect(strays, 'a module no singleton imports belongs in src/helpers/ (or is a singleton: export it as ./singletons/…)').toEqual([])
  })
})

describe('singletons on the wire', () => {
  it('gives every remote every singleton but the optional ones it does not declare', () => {
    for (const remote of remotes) {
      const declared: readonly string[] = 'shares' in remote ? remote.shares : []
      const expected = Object.keys(federationShared).filter((module) => !(optionalShared as readonly string[]).includes(module) || declared.includes(module))
      expect(Object.keys(sharedFor(remote)).sort(), remote.name).toEqual(expected.sort())
    }
  })

  it('has the shell provide every module a release requires, and each legacy name from the same file', () => {
    const provided = shellShared()
    for (const remote of remotes) {
      const { requires } = releaseHeader(remote.name, sharedFor(remote), {})
      expect(Object.keys(requires).filter((module) => !(module in provided)), remote.name).toEqual([])
    }
    for (const [legacy, module] of Object.entries(legacyShareNames)) {
      expect(provided[legacy]).toMatchObject({ singleton: true, import: sourceOfSharedModule(module) })
    }
  })
})
