import { ServicePage } from './service-page'

export function ServiceCrmAutomationPage() {
  return <ServicePage id="crm-automation" />
}
