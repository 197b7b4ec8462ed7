import { median } from './median'

/** What the dev bench measures (bench/dev-loop.ts), in milliseconds. */
export interface DevLoopResult {
  /** From `npm run dev` to its first composed page (an article, 200), all sections from their dev servers. */
  firstPage: number
  /** The same with `--only remote-blog` (the other sections from this checkout's builds). */
  firstPageOnly: number
  /** From saving a section component to the open page showing the change (no reload), each run. */
  componentSave: number[]
  /** From saving an article's content file to a reload of its page showing it (server-rendered), each run. */
  contentSave: number[]
}

/** The targets (docs/decisions/dev-composition.md). */
export const devLoopTargets = { firstPage: 15_000, firstPageOnly: 8_000, hotUpdate: 1_000 }

/** Each target missed, in words; a hot update by its median (the machine is shared: one slow run is noise). */
export function devLoopMisses(result: DevLoopResult): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const misses: string[] = []
  if (result.firstPage > devLoopTargets.firstPage) misses.push(`first composed page ${seconds(result.firstPage)} > ${seconds(devLoopTargets.firstPage)}`)
  if (result.firstPageOnly > devLoopTargets.firstPageOnly) misses.push(`first composed page with --only ${seconds(result.firstPageOnly)} > ${seconds(devLoopTargets.firstPageOnly)}`)
  for (const [name, values] of [['component save to the updated page', result.componentSave], ['content save to the reloaded page', result.contentSave]] as const) {
    const typical = median(values)
    if (typical > devLoopTargets.hotUpdate) misses.push(`${name}: median ${Math.round(typical)} ms > ${devLoopTargets.hotUpdate} ms`)
  }
  return misses
}
