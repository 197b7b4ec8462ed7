import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isModuleUrl } from '../src/federation/remote-map-schema'
import type { CompositionMap } from './page-composition'

/**
 * Previews and canaries (docs/deploying.md, "Preview and canary"): what the release ledger says is
 * running beside the live map (`public.release_rollouts()`), and which release each section is at
 * for one visitor.
 */
export interface Rollouts {
  /** Each remote's live release: its ledger id, and the entry the ledger holds for it. */
  live: Record<string, { release: number; entry: string }>
  /**
   * Each remote's running canary: `percent` of visitors see `entry` for that section. `judgeError`:
   * why the release guard could not judge it at its last look (null when it could).
   */
  canaries: Record<string, { id: number; release: number; entry: string; percent: number; judgeError: string | null }>
  /** The previews in force, by the SHA-256 (hex) of their token. */
  previews: Record<string, { remote: string; release: number; entry: string; expiresAt: number }>
}

export const noRollouts: Rollouts = { live: {}, canaries: {}, previews: {} }

/** The first-party cookies: the preview token, and the visitor's cohort in each running canary. */
export const PREVIEW_COOKIE = 'epp_preview'
export const COHORT_COOKIE = 'epp_cohort'
/** Where a preview link points, and where "Exit preview" goes. */
export const PREVIEW_PATH = '/_preview'
export const PREVIEW_EXIT_PATH = '/_preview/exit'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/**
 * The ledger's answer, entry by entry: anything malformed is left out (a section stays live rather
 * than serve what cannot be a release; a live id that is not one labels nothing). Throws when the
 * text is not an object of both lists. `live` may be missing (a ledger migrated before it had it).
 */
export function parseRollouts(text: string): Rollouts {
  const value = JSON.parse(text) as unknown
  if (!isObject(value) || !isObject(value.canaries) || !isObject(value.previews)) throw new Error('not an object of canaries and previews')
  const live: Rollouts['live'] = {}
  for (const [remote, l] of Object.entries(isObject(value.live) ? value.live : {})) {
    if (isObject(l) && isId(l.release) && typeof l.entry === 'string' && isModuleUrl(l.entry)) live[remote] = { release: l.release, entry: l.entry }
  }
  const canaries: Rollouts['canaries'] = {}
  for (const [remote, c] of Object.entries(value.canaries)) {
    if (isObject(c) && isId(c.id) && isId(c.release) && typeof c.entry === 'string' && isModuleUrl(c.entry) && Number.isInteger(c.percent) && (c.percent as number) >= 1 && (c.percent as number) <= 99) {
      const judgeError = typeof c.judgeError === 'string' ? c.judgeError.slice(0, 500) : null
      canaries[remote] = { id: c.id, release: c.release, entry: c.entry, percent: c.percent as number, judgeError }
    }
  }
  const previews: Rollouts['previews'] = {}
  for (const [hash, p] of Object.entries(value.previews)) {
    const expiresAt = isObject(p) && typeof p.expiresAt === 'string' ? Date.parse(p.expiresAt) : Number.NaN
    if (/^[0-9a-f]{64}$/.test(hash) && isObject(p) && typeof p.remote === 'string' && isId(p.release) && typeof p.entry === 'string' && isModuleUrl(p.entry) && Number.isFinite(expiresAt)) {
      previews[hash] = { remote: p.remote, release: p.release, entry: p.entry, expiresAt }
    }
  }
  return { live, canaries, previews }
}

/**
 * The ledger's id of the live release a section is served at, for the metrics: '' when the ledger
 * named none (a map file or URL has no ids), or names a release of another entry than the map
 * served (the map and the rollouts are two reads: a promote may land between them, or the map may
 * fail to read while the rollouts do).
 */
export function liveReleaseOf(rollouts: Rollouts, remote: string, servedEntry: string | undefined): string {
  const live = rollouts.live[remote]
  return live && live.entry === servedEntry ? String(live.release) : ''
}

/** One section at a candidate release for this visitor. */
export interface Candidate {
  kind: 'preview' | 'canary'
  remote: string
  release: number
  entry: string
  /** The canary's id (a canary only). */
  canary?: number
  /** When the preview ends (a preview only), in ms since the epoch. */
  expiresAt?: number
}

/** Which release each section is at for one visitor, and the cookies to set. */
export interface Visitor {
  /** At most one per remote; none for most visitors. */
  candidates: Candidate[]
  /** The visitor's cohort in every running canary, `<canary id><c|l>` joined by '.' (the cookie's value; '' with no canary). */
  cohorts: string
  /** Set-Cookie values for this response. */
  cookies: string[]
  /** A preview cookie that grants nothing (forged, altered, expired, withdrawn): why, for one log line. */
  refusedPreview: string | null
}

export function cookieValue(req: IncomingMessage, name: string): string | null {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The preview a token grants now, or why it grants nothing. */
export function previewOf(token: string, rollouts: Rollouts, now = Date.now()): Candidate | string {
  if (!/^rp_[0-9a-f]{64}$/.test(token)) return 'not a preview token'
  const preview = rollouts.previews[tokenHash(token)]
  if (!preview) return 'not a preview the ledger issued, or one that expired or whose release was withdrawn'
  if (preview.expiresAt <= now) return 'expired'
  return { kind: 'preview', remote: preview.remote, release: preview.release, entry: preview.entry, expiresAt: preview.expiresAt }
}

/**
 * Which release each section is at for this visitor: a valid preview cookie takes its section to
 * the candidate; every running canary puts the visitor in its candidate or live cohort, once, kept
 * in a cookie until the canary ends (`random` draws the cohort of a first visit).
 */
export function visitorOf(req: IncomingMessage, rollouts: Rollouts, secure: boolean, random: () => number = Math.random, now = Date.now()): Visitor {
  const cookies: string[] = []
  const candidates: Candidate[] = []
  let refusedPreview: string | null = null
  const token = cookieValue(req, PREVIEW_COOKIE)
  if (token) {
    const preview = previewOf(token, rollouts, now)
    if (typeof preview === 'string') {
      refusedPreview = preview
      cookies.push(cookie(PREVIEW_COOKIE, '', 0, secure))
    } else candidates.push(preview)
  }
  const held = new Map((cookieValue(req, COHORT_COOKIE) ?? '').split('.').flatMap((part) => (/^\d+[cl]$/.test(part) ? [[part.slice(0, -1), part.slice(-1)] as const] : [])))
  const parts: string[] = []
  for (const [remote, canary] of Object.entries(rollouts.canaries).sort((a, b) => a[1].id - b[1].id)) {
    const cohort = held.get(String(canary.id)) ?? (random() * 100 < canary.percent ? 'c' : 'l')
    parts.push(`${canary.id}${cohort}`)
    if (cohort === 'c' && !candidates.some((c) => c.remote === remote)) candidates.push({ kind: 'canary', remote, release: canary.release, entry: canary.entry, canary: canary.id })
  }
  const cohorts = parts.join('.')
  const sent = cookieValue(req, COHORT_COOKIE)
  // Kept for 30 days past the last change; dropped once no canary runs.
  if (cohorts !== (sent ?? '')) cookies.push(cohorts ? cookie(COHORT_COOKIE, cohorts, 30 * 86400, secure) : cookie(COHORT_COOKIE, '', 0, secure))
  return { candidates, cohorts, cookies, refusedPreview }
}

/**
 * The map this visitor's page is composed with: the live map with each candidate's entry, a stamp
 * of its own (composed pages, frames and the CSP are kept per stamp), and the cohorts on the page's
 * root for the browser's analytics.
 */
export function candidateMap(map: CompositionMap, candidates: readonly Candidate[], cohorts: string): CompositionMap {
  if (candidates.length === 0 && !cohorts) return map
  const remotes = { ...map.remotes }
  for (const c of candidates) {
    const live = remotes[c.remote]
    if (live) remotes[c.remote] = { ...live, entry: c.entry }
  }
  const reading = map.reading && { ...map.reading, remotes: Object.fromEntries(Object.entries(map.reading.remotes).map(([name, r]) => [name, remotes[name] ? { ...r, entry: remotes[name]!.entry } : r])) }
  const tagged = candidates.map((c) => `${c.remote}:${c.release}`).join(' ')
  return {
    ...map,
    remotes,
    reading,
    stamp: `${map.stamp}|${cohorts}|${candidates.map((c) => `${c.kind}:${c.remote}=${c.entry}`).join(',')}`,
    candidates: new Set(candidates.filter((c) => map.remotes?.[c.remote]).map((c) => c.remote)),
    rootAttributes: `${cohorts ? ` data-cohorts="${cohorts}"` : ''}${tagged ? ` data-candidates="${tagged}"` : ''}`,
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The preview's banner, first in the body (outside the React root, which never touches it): it
 * names the section and the release, and leads out of the preview. Plain HTML, so it shows before
 * and without any script.
 */
export function previewBanner(preview: Candidate, path: string): string {
  const until = preview.expiresAt ? new Date(preview.expiresAt).toISOString().slice(0, 16).replace('T', ' ') : ''
  const exit = `${PREVIEW_EXIT_PATH}?to=${encodeURIComponent(path)}`
  return (
    `<aside aria-label="Release preview" data-release-preview style="position:fixed;z-index:60;left:0;right:0;bottom:0;padding:10px 16px;background:#111827;color:#fff;font:14px/1.4 system-ui,sans-serif;text-align:center">` +
    `Preview: <strong>${escapeHtml(preview.remote)}</strong> at release <strong>${preview.release}</strong>${until ? ` until ${until} UTC` : ''}. Only this browser sees it. ` +
    `<a href="${escapeHtml(exit)}" style="color:#fff;text-decoration:underline;margin-left:8px">Exit preview</a></aside>`
  )
}
