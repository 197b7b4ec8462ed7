import { Link } from 'shared/singletons/router'
import { cn } from 'shared/helpers/cn'
import { Container } from 'shared/singletons/ui'
import { keepTogether } from 'shared/helpers/typography'
import { Icon, sparkle } from 'shared/ui/icons'
import { FeatureList } from '../../components/feature-list'
import { servicesPageCopy } from '../../content/services'
import type { Service } from '../../content/types'

interface ServiceBlockProps {
  service: Service
  /** Alternate bands so six long blocks stay easy to tell apart. */
  muted: boolean
}

/** One service on /services: anchor id = service id, so /services#local-seo lands on it. */
export function ServiceBlock({ service, muted }: ServiceBlockProps) {
  const copy = servicesPageCopy.block
  const titleId = `${service.id}-title`
  return (
    <section id={service.id} aria-labelledby={titleId} className={cn('py-14 sm:py-16', muted ? 'bg-ink-50' : 'bg-white')}>
      <Container className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon path={service.icon} />
          </span>
          <h2 id={titleId} className="mt-4 font-display text-3xl font-bold text-ink-900">
            {service.title}
          </h2>
          <p className="mt-2 text-lg font-semibold text-brand-800">{service.subtitle}</p>
          <p className="mt-4 text-ink-700">{keepTogether(service.description)}</p>
          <p className="mt-6 rounded-xl bg-accent-100 p-4 text-ink-900">
            <span className="block text-sm font-semibold uppercase tracking-wide text-accent-700">{copy.resultLabel}</span>
            <span className="font-semibold">{service.result}</span>
          </p>
          <Link to={`/services/${service.id}`} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900" data-cta={`services-detail-${service.id}`}>
            {copy.detailsLink.replace('{title}', service.title)}
          </Link>
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:col-span-3">
          <div>
            <h3 className="text-lg font-bold text-ink-900">{copy.featuresHeading}</h3>
            <FeatureList items={service.features} className="mt-4" />
          </div>
          <div>
            <h3 className="text-lg font-bold text-ink-900">{copy.benefitsHeading}</h3>
            <FeatureList items={service.benefits} icon={sparkle} className="mt-4" />
          </div>
        </div>
      </Container>
    </section>
  )
}
