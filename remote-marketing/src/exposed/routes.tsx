import './remote.css'
import { lazy, type ComponentType } from 'react'
import { defineRemoteRoutes } from 'shared/helpers/routes'
import { serviceNames, type ServiceId } from '../content/service-names'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('../routes/home-page').then((m) => ({ default: m.HomePage })))
const ServicesPage = lazy(() => import('../routes/services-page').then((m) => ({ default: m.ServicesPage })))
const OnboardingPage = lazy(() => import('../routes/onboarding-page').then((m) => ({ default: m.OnboardingPage })))
const PrivacyPolicyPage = lazy(() => import('../routes/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })))
const TermsPage = lazy(() => import('../routes/terms-page').then((m) => ({ default: m.TermsPage })))

// The six /services/{id} pages share one chunk: the service template, which picks its entry of
// content/services.ts by the id each path binds here.
const ServicePage = lazy(() => import('../routes/service-page').then((m) => ({ default: m.ServicePage })))

function lazyServicePage(id: ServiceId): ComponentType {
  const Page = () => <ServicePage id={id} />
  Page.displayName = `ServicePage(${id})`
  return Page
}

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/': HomePage,
  '/services': ServicesPage,
  ...Object.fromEntries(serviceNames.map((s) => [`/services/${s.id}`, lazyServicePage(s.id)])),
  '/onboarding': OnboardingPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-and-conditions': TermsPage,
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
