import { ServicePage } from './service-page'

export function ServiceLeadSystemPage() {
  return <ServicePage id="lead-system" />
}
