import { ServicePage } from './service-page'

export function ServiceLocalSeoPage() {
  return <ServicePage id="local-seo" />
}
