import { remotes } from 'shared/helpers/remotes'

export type DevRemote = (typeof remotes)[number]

/** What the dev composition composes pages of (`npm run dev`, scripts/dev.mjs passes it on). */
export interface DevMode {
  /** `--only`: the one remote run from its dev server; null: every remote from its dev server. */
  only: DevRemote | null
  /** `--site`: the deployed site the other sections come from (its origin), else this checkout's builds. */
  site: string | null
}

/** The remote `name` names: its package (`remote-blog`), its short name (`blog`) or its federation name (`remoteBlog`). */
export function findRemote(name: string): DevRemote | undefined {
  return remotes.find((remote) => remote.pkg === name || remote.name === name || remote.pkg === `remote-${name}`)
}

/** DEV_ONLY (a remote) and DEV_SITE (an http(s) origin, with DEV_ONLY only); throws naming what is wrong. */
export function devModeFromEnv(env: NodeJS.ProcessEnv = process.env): DevMode {
  const onlyName = env.DEV_ONLY?.trim()
  const site = env.DEV_SITE?.trim() || null
  const only = onlyName ? findRemote(onlyName) : null
  if (onlyName && !only) throw new Error(`DEV_ONLY names no remote: "${onlyName}" (one of ${remotes.map((r) => r.pkg).join(', ')})`)
  if (site && !only) throw new Error('DEV_SITE needs DEV_ONLY: the site gives the sections other than the one under work')
  if (site && !/^https?:\/\/[^/]/i.test(site)) throw new Error(`DEV_SITE must be an http:// or https:// address; it is "${site}"`)
  return { only: only ?? null, site: site && new URL(site).origin }
}
