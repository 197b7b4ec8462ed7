import { deferSection, useDeferredSections } from 'shared/singletons/ui'
import { services, servicesPageCopy } from '../content/services'
import { CombinedImpact } from '../sections/services/combined-impact'
import { ServiceBlock } from '../sections/services/service-block'
import { ServicesClosing } from '../sections/services/services-closing'
import { ServicesHero } from '../sections/services/services-hero'

// The booking band is near the bottom: its code (and the calendar's) loads as the visitor nears it.
const booking = deferSection('services-booking', () => import('../sections/booking/booking-section').then((m) => m.BookingSection))
const deferred = [booking]

export function ServicesPage() {
  useDeferredSections(deferred)
  const copy = servicesPageCopy.booking
  return (
    <>
      <ServicesHero />
      {services.map((service, index) => (
        <ServiceBlock key={service.id} service={service} muted={index % 2 === 1} />
      ))}
      {/* Joined when the last service block is muted too. */}
      <booking.Section eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="muted" joined={services.length % 2 === 0} />
      <CombinedImpact />
      <ServicesClosing />
    </>
  )
}
