import { ServicePage } from './service-page'

export function ServiceAdCreativePage() {
  return <ServicePage id="ad-creative" />
}
