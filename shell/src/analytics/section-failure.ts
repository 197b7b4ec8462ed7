import { track } from 'shared/singletons/backend/analytics'
import { trackingAllowed } from './privacy'
import { candidateRelease, rolloutTags } from './rollout-tags'

/**
 * A section whose code did not load in this browser: one `section_load_failed` event per section
 * and page, with the release when the section was at a candidate (a preview or a canary), which the
 * release ledger's guard and figures count (docs/deploying.md, "Preview and canary"). Part of the
 * shell's first load, not a chunk fetched on failure: a visitor who leaves while that chunk was on
 * its way took the report with them.
 */
const reported = new Set<string>()

export function reportSectionFailure(remote: string, attempt: number): void {
  const key = `${remote}|${location.pathname}`
  if (!trackingAllowed() || reported.has(key)) return
  reported.add(key)
  track('section_load_failed', { remote, release: candidateRelease(remote) ?? null, attempt, path: location.pathname, ...rolloutTags() })
}
