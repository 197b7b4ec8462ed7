import { ServicePage } from './service-page'

export function ServiceTargetedAudiencePage() {
  return <ServicePage id="targeted-audience" />
}
