import { services, servicesPageCopy } from '../content/services'
import { BookingSection } from '../sections/booking/booking-section'
import { CombinedImpact } from '../sections/services/combined-impact'
import { ServiceBlock } from '../sections/services/service-block'
import { ServicesClosing } from '../sections/services/services-closing'
import { ServicesHero } from '../sections/services/services-hero'

export function ServicesPage() {
  const booking = servicesPageCopy.booking
  return (
    <>
      <ServicesHero />
      {services.map((service, index) => (
        <ServiceBlock key={service.id} service={service} muted={index % 2 === 1} />
      ))}
      {/* Joined when the last service block is muted too. */}
      <BookingSection eyebrow={booking.eyebrow} title={booking.title} intro={booking.intro} tone="muted" joined={services.length % 2 === 0} />
      <CombinedImpact />
      <ServicesClosing />
    </>
  )
}
