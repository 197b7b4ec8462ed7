import './remote.css'
import { lazy } from 'react'
import { defineRemoteRoutes } from 'shared/routes'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('../routes/home-page').then((m) => ({ default: m.HomePage })))
const ServicesPage = lazy(() => import('../routes/services-page').then((m) => ({ default: m.ServicesPage })))
const ServiceAdCreativePage = lazy(() => import('../routes/service-ad-creative-page').then((m) => ({ default: m.ServiceAdCreativePage })))
const ServiceTargetedAudiencePage = lazy(() => import('../routes/service-targeted-audience-page').then((m) => ({ default: m.ServiceTargetedAudiencePage })))
const ServiceLeadSystemPage = lazy(() => import('../routes/service-lead-system-page').then((m) => ({ default: m.ServiceLeadSystemPage })))
const ServiceCrmAutomationPage = lazy(() => import('../routes/service-crm-automation-page').then((m) => ({ default: m.ServiceCrmAutomationPage })))
const ServiceLocalSeoPage = lazy(() => import('../routes/service-local-seo-page').then((m) => ({ default: m.ServiceLocalSeoPage })))
const ServiceWebPresencePage = lazy(() => import('../routes/service-web-presence-page').then((m) => ({ default: m.ServiceWebPresencePage })))
const OnboardingPage = lazy(() => import('../routes/onboarding-page').then((m) => ({ default: m.OnboardingPage })))
const PrivacyPolicyPage = lazy(() => import('../routes/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })))
const TermsPage = lazy(() => import('../routes/terms-page').then((m) => ({ default: m.TermsPage })))

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/': HomePage,
  '/services': ServicesPage,
  '/services/ad-creative': ServiceAdCreativePage,
  '/services/targeted-audience': ServiceTargetedAudiencePage,
  '/services/lead-system': ServiceLeadSystemPage,
  '/services/crm-automation': ServiceCrmAutomationPage,
  '/services/local-seo': ServiceLocalSeoPage,
  '/services/web-presence': ServiceWebPresencePage,
  '/onboarding': OnboardingPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-and-conditions': TermsPage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
