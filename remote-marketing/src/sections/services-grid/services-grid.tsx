import { Link } from 'shared/singletons/router'
import { buttonVariants, Section, SectionHeading } from 'shared/singletons/ui'
import { Icon } from 'shared/ui/icons'
import { services, servicesGridCopy as copy } from '../../content/services'

/** Six cards; the whole card is one link to the service's own page (one tab stop per card). */
export function ServicesGrid() {
  return (
    <Section aria-labelledby="services-grid-title">
      <SectionHeading id="services-grid-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Link
              to={`/services/${service.id}`}
              data-cta={`home-service-${service.id}`}
              className="group flex h-full flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon path={service.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-ink-700">{service.summary}</p>
              <p className="mt-4 text-sm font-semibold text-brand-800">{service.result}</p>
              <span aria-hidden="true" className="mt-4 font-semibold text-brand-700 group-hover:underline">
                {copy.learnMore} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={copy.allServices.to} className={buttonVariants({ variant: 'outline' })} data-cta={copy.allServices.cta}>
          {copy.allServices.label}
        </Link>
      </div>
    </Section>
  )
}
