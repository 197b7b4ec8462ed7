import { remotes } from 'shared/helpers/remotes'
import type { RouteData, RouteMeta } from 'shared/helpers/routes'

/**
 * Every page of the site, from the remotes' own route data (the same data the server and sitemap use),
 * for every remote in the one list (shared/src/helpers/remotes.ts).
 */
const routeData = await Promise.all(
  remotes.map(async (remote) => ((await import(`../../${remote.pkg}/src/routes/route-data`)) as { routeData: RouteData }).routeData),
)

export const allPages: RouteMeta[] = routeData.flatMap((data) => data.pages)
