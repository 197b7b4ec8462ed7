/**
 * What the composition server wrote on the page's root about previews and canaries
 * (docs/deploying.md, "Preview and canary"): the visitor's cohorts (`7c` = canary 7, candidate
 * cohort) for the events a canary is judged by, and which sections are at a candidate release.
 */
export function rolloutTags(): { cohorts?: string } {
  const cohorts = document.getElementById('root')?.dataset.cohorts
  return cohorts ? { cohorts } : {}
}

/** The candidate release of a section on this page (`remoteBlog:7` in `data-candidates`), if it is at one. */
export function candidateRelease(remote: string): number | undefined {
  const pair = document.getElementById('root')?.dataset.candidates?.split(' ').find((item) => item.startsWith(`${remote}:`))
  return pair ? Number(pair.slice(remote.length + 1)) : undefined
}
