import './remote.css'
import { lazy } from 'react'
import { defineRemoteRoutes } from 'shared/helpers/routes'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const MarketingAuditPage = lazy(() => import('../routes/marketing-audit-page').then((m) => ({ default: m.MarketingAuditPage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/marketing-audit': MarketingAuditPage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
