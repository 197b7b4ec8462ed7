import type { RouteMeta } from 'shared/routes'
import { routeData as audit } from '../../remote-audit/src/routes/route-data'
import { routeData as blog } from '../../remote-blog/src/routes/route-data'
import { routeData as marketing } from '../../remote-marketing/src/routes/route-data'
import { routeData as pharmacy } from '../../remote-pharmacy/src/routes/route-data'
import { routeData as telehealth } from '../../remote-telehealth/src/routes/route-data'

/** Every page of the site, from the remotes' own route data (the same data the server and sitemap use). */
export const allPages: RouteMeta[] = [marketing, audit, pharmacy, telehealth, blog].flatMap((d) => d.pages as RouteMeta[])
export const allRedirects = [marketing, audit, pharmacy, telehealth, blog].flatMap((d) => d.redirects)
