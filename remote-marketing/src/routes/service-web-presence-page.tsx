import { ServicePage } from './service-page'

export function ServiceWebPresencePage() {
  return <ServicePage id="web-presence" />
}
