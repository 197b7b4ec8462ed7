import { fileURLToPath } from 'node:url'
import pkg from '../package.json' with { type: 'json' }
import { remotes, type RemoteName } from '../src/helpers/remotes'

function dep(name: string): string {
  const range = (pkg.dependencies as Record<string, string | undefined>)[name]
  if (!range) throw new Error(`shared/package.json does not depend on ${name}`)
  return range
}

type SingletonExport = Extract<keyof typeof pkg.exports, `./singletons/${string}`>
type ModuleOf<Export> = Export extends `./${infer Path}` ? `shared/${Path}` : never
/** A module of `shared`'s singletons folder, by its import specifier (`shared/singletons/ui`). */
export type Singleton = ModuleOf<SingletonExport>

/**
 * The singletons of `shared`: every module it exports under `./singletons/`, whose files are in
 * src/singletons/ (a test holds the folder, the exports and this list together). They hold a React
 * context or a client (the router, the UI with its toast queue, the site config, the lead and
 * analytics clients), so every app must use one instance. Adding a singleton is its folder and its
 * export; moving a module out of src/singletons/ stops sharing it.
 */
export const sharedSingletons = Object.keys(pkg.exports)
  .filter((key): key is SingletonExport => key.startsWith('./singletons/'))
  .map((key) => `shared/${key.slice('./'.length)}` as Singleton)

/**
 * The singletons every app (shell and remotes) must agree on: React, and `shared`'s singletons.
 * sonner is reached only through `shared/singletons/ui` (`notify`, `Toaster`), so it needs no share
 * of its own and stays out of the first load. The router is shared as `shared/singletons/router`
 * (the entry points in use), not react-router-dom whole.
 *
 * The rest of `shared` (the UI kit, the helpers) is not shared: each app bundles what it uses. They
 * hold no state of their own (what must be one per page lives in `shared/helpers/page-state`), and
 * every share costs each app that imports it a proxy module, a request and the runtime's start-up
 * work to resolve it: more than these few hundred bytes of helpers (docs/decisions/shared-singletons.md).
 */
const singleton = { singleton: true, requiredVersion: `^${pkg.version}` }

export const federationShared = {
  react: { singleton: true, requiredVersion: dep('react') },
  'react-dom': { singleton: true, requiredVersion: dep('react-dom') },
  ...(Object.fromEntries(sharedSingletons.map((module) => [module, singleton])) as Record<Singleton, typeof singleton>),
}

export type SharedModule = keyof typeof federationShared

/**
 * The names the singletons were shared under before `shared` was laid out by kind. Releases built
 * before then require them, and the deployed shell provides a remote's singletons whatever its age,
 * so the shell also shares each under its old name: the same file, so the same instance
 * (docs/decisions/shared-by-kind.md). Remotes share only the new names.
 */
export const legacyShareNames = {
  'shared/config': 'shared/singletons/config',
  'shared/ui': 'shared/singletons/ui',
  'shared/router': 'shared/singletons/router',
  'shared/backend/analytics': 'shared/singletons/backend/analytics',
  'shared/backend/marketing-audit': 'shared/singletons/backend/marketing-audit',
} as const satisfies Record<string, SharedModule>

/** The source file behind a `shared/...` module, as the package's `exports` map it. */
export function sourceOfSharedModule(module: string): string {
  const target = (pkg.exports as Record<string, string | undefined>)[`./${module.slice('shared/'.length)}`]
  if (!target) throw new Error(`shared/package.json exports no ${module}`)
  return fileURLToPath(new URL(`../${target.slice(2)}`, import.meta.url))
}

/**
 * What the shell shares: every singleton, and each again under its legacy name. A legacy share
 * imports the singleton's file by path, so nothing imports it by name and the federation plugin
 * writes no second loader for it.
 */
export function shellShared(): Record<string, { singleton: boolean; requiredVersion: string; import?: string }> {
  const legacy = Object.entries(legacyShareNames).map(([name, module]) => [name, { ...federationShared[module], import: sourceOfSharedModule(module) }])
  return { ...federationShared, ...Object.fromEntries(legacy) }
}

/**
 * Singletons only some remotes use. A remote shares just those it declares (`shares` in its entry in
 * shared/src/helpers/remotes.ts): the federation runtime loads every share a remote lists while it
 * starts that remote, so listing the lead client everywhere would load it on every page
 * (docs/decisions/shared-singletons.md).
 * The shell provides all of them. A remote that imports one it has not declared fails its build.
 */
export const optionalShared = ['shared/singletons/backend/marketing-audit'] as const satisfies readonly SharedModule[]

export type OptionalShare = (typeof optionalShared)[number]

/** The shares of one remote: every singleton but the optional ones it does not declare. */
export function sharedFor(remote: { name: string; shares?: readonly OptionalShare[] }): Partial<typeof federationShared> {
  const declared = new Set<string>(remote.shares ?? [])
  return Object.fromEntries(
    Object.entries(federationShared).filter(([module]) => !(optionalShared as readonly string[]).includes(module) || declared.has(module)),
  )
}

/**
 * The shared modules of our own package, for `optimizeDeps.exclude`: in dev the federation plugin
 * pre-bundles a share named by its full path, and a pre-bundled copy of this TypeScript source broke
 * on a warm cache ("jsx is not a function" on a remote run alone). Excluded, Vite serves it as source.
 */
export const ownSharedModules = Object.keys(federationShared).filter((key) => key.startsWith('shared/'))

const SHELL_DEV_PORT = 5173
const LOCAL_BACKEND_DEV_PORT = 54321

/** The ports of `npm run dev`: the site's, each remote's dev server and the local backend's. */
export interface DevPorts {
  site: number
  api: number
  remotes: Record<RemoteName, number>
}

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  const port = Number(text)
  if (!Number.isInteger(port) || port < 1 || port > 65535 - remotes.length) throw new Error(`${name} must be a port number (1-${65535 - remotes.length}); it is "${text}"`)
  return port
}

/**
 * Where `npm run dev` listens: the site on DEV_PORT (5173), each remote's dev server on the ports
 * after it in the order of `remotes` (5174-5178), the local backend on DEV_API_PORT (54321). Moved
 * together, so a second checkout, or a test, runs beside a developer's own `npm run dev`.
 */
export function devPorts(env: NodeJS.ProcessEnv = process.env): DevPorts {
  const site = portFrom(env, 'DEV_PORT', SHELL_DEV_PORT)
  const ports = Object.fromEntries(remotes.map((remote, index) => [remote.name, site + 1 + index])) as Record<RemoteName, number>
  return { site, api: portFrom(env, 'DEV_API_PORT', LOCAL_BACKEND_DEV_PORT), remotes: ports }
}

/** A remote's dev server's origin, as the site's dev map and its own Vite config name it. */
export function devOrigin(name: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${devPorts(env).remotes[name]}`
}
