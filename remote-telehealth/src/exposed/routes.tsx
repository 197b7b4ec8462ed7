import './remote.css'
import { lazy } from 'react'
import { defineRemoteRoutes } from 'shared/helpers/routes'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const TelehealthEmpirePage = lazy(() => import('../routes/telehealth-empire-page').then((m) => ({ default: m.TelehealthEmpirePage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/telehealth-empire': TelehealthEmpirePage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
