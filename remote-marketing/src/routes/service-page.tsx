import { deferSection, useDeferredSections } from 'shared/singletons/ui'
import { findService, type ServiceId } from '../content/services'
import { OtherServices } from '../sections/service-page/other-services'
import { ServiceDetails } from '../sections/service-page/service-details'
import { ServiceHero } from '../sections/service-page/service-hero'
import { ServiceProcess } from '../sections/service-page/service-process'

// The booking band is near the bottom: its code (and the calendar's) loads as the visitor nears it.
const booking = deferSection('service-booking', () => import('../sections/booking/booking-section').then((m) => m.BookingSection))
const deferred = [booking]

/** The one template behind the six /services/{id} pages, all built from content/services.ts. */
export function ServicePage({ id }: { id: ServiceId }) {
  useDeferredSections(deferred)
  const service = findService(id)
  return (
    <>
      <ServiceHero service={service} />
      <ServiceDetails service={service} />
      <ServiceProcess />
      <booking.Section title={service.cta.heading} intro={service.cta.description} tone="muted" />
      <OtherServices current={service.id} />
    </>
  )
}
