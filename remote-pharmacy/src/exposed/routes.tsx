import './remote.css'
import { lazy } from 'react'
import { defineRemoteRoutes } from 'shared/routes'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const PharmacyHomePage = lazy(() => import('../routes/pharmacy-home-page').then((m) => ({ default: m.PharmacyHomePage })))
const CompoundingPage = lazy(() => import('../routes/compounding-page').then((m) => ({ default: m.CompoundingPage })))
const WellnessDoctorsPage = lazy(() => import('../routes/wellness-doctors-page').then((m) => ({ default: m.WellnessDoctorsPage })))
const AestheticPractitionersPage = lazy(() => import('../routes/aesthetic-practitioners-page').then((m) => ({ default: m.AestheticPractitionersPage })))
const TelemedicinePage = lazy(() => import('../routes/telemedicine-page').then((m) => ({ default: m.TelemedicinePage })))
const SpecialtyClinicsPage = lazy(() => import('../routes/specialty-clinics-page').then((m) => ({ default: m.SpecialtyClinicsPage })))
const CertifiedPage = lazy(() => import('../routes/certified-page').then((m) => ({ default: m.CertifiedPage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/pharmacy-partners': PharmacyHomePage,
  '/pharmacy-partners/compounding': CompoundingPage,
  '/pharmacy-partners/wellness-doctors': WellnessDoctorsPage,
  '/pharmacy-partners/aesthetic-practitioners': AestheticPractitionersPage,
  '/pharmacy-partners/telemedicine': TelemedicinePage,
  '/pharmacy-partners/specialty-clinics': SpecialtyClinicsPage,
  '/pharmacy-partners/certified': CertifiedPage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
