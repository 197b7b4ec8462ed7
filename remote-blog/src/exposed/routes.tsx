import './remote.css'
import { lazy } from 'react'
import { defineRemoteRoutes } from 'shared/routes'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const BlogIndexPage = lazy(() => import('../routes/blog-index-page').then((m) => ({ default: m.BlogIndexPage })))
const Glp1ArticlePage = lazy(() => import('../routes/glp1-article-page').then((m) => ({ default: m.Glp1ArticlePage })))
const CompoundingArticlePage = lazy(() => import('../routes/compounding-article-page').then((m) => ({ default: m.CompoundingArticlePage })))
const DigitalMarketingArticlePage = lazy(() => import('../routes/digital-marketing-article-page').then((m) => ({ default: m.DigitalMarketingArticlePage })))
const ComplianceArticlePage = lazy(() => import('../routes/compliance-article-page').then((m) => ({ default: m.ComplianceArticlePage })))
const PatientTrustArticlePage = lazy(() => import('../routes/patient-trust-article-page').then((m) => ({ default: m.PatientTrustArticlePage })))
const LaunchGuideArticlePage = lazy(() => import('../routes/launch-guide-article-page').then((m) => ({ default: m.LaunchGuideArticlePage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/blog': BlogIndexPage,
  '/blog/glp1-weight-loss-revenue-stream': Glp1ArticlePage,
  '/blog/compounding-pharmacy-partnerships': CompoundingArticlePage,
  '/blog/digital-marketing-aesthetic-practices': DigitalMarketingArticlePage,
  '/blog/telehealth-compliance-regulations': ComplianceArticlePage,
  '/blog/building-patient-trust-telehealth': PatientTrustArticlePage,
  '/blog/how-to-launch-a-telehealth-practice': LaunchGuideArticlePage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
