import { remotes } from 'shared/build/federation'
import type { RouteData, RouteMeta } from 'shared/helpers/routes'

/**
 * Every page of the site, from the remotes' own route data (the same data the server and sitemap use),
 * for every remote in the one list (shared/build/federation.ts).
 */
const routeData = await Promise.all(
  remotes.map(async (remote) => ((await import(`../../${remote.pkg}/src/routes/route-data`)) as { routeData: RouteData }).routeData),
)

export const allPages: RouteMeta[] = routeData.flatMap((data) => data.pages)
