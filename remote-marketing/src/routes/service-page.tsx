import { findService, type ServiceId } from '../content/services'
import { BookingSection } from '../sections/booking/booking-section'
import { OtherServices } from '../sections/service-page/other-services'
import { ServiceDetails } from '../sections/service-page/service-details'
import { ServiceHero } from '../sections/service-page/service-hero'
import { ServiceProcess } from '../sections/service-page/service-process'

/** The one template behind the six /services/{id} pages, all built from content/services.ts. */
export function ServicePage({ id }: { id: ServiceId }) {
  const service = findService(id)
  return (
    <>
      <ServiceHero service={service} />
      <ServiceDetails service={service} />
      <ServiceProcess />
      <BookingSection title={service.cta.heading} intro={service.cta.description} tone="muted" />
      <OtherServices current={service.id} />
    </>
  )
}
