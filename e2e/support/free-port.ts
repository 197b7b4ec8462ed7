// The e2e suite's servers take their ports the way the backend's tests do: one picker for both.
import { freePort, listenable } from '../../supabase/test/helpers/free-port'

export { freePort }

/** The first of `count` consecutive ports that were all free a moment ago (`npm run dev` takes the site's and the five after it). */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await freePort()
    let free = true
    for (let port = first + 1; free && port < first + count; port += 1) free = await listenable(port)
    if (free) return first
  }
  throw new Error(`no run of ${count} free ports after 50 tries`)
}
