import { Link } from 'shared/singletons/router'
import { buttonVariants, Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { Icon } from 'shared/ui/icons'
import { servicePageCopy as copy } from '../../content/services'
import type { Service } from '../../content/types'

export function ServiceHero({ service }: { service: Service }) {
  return (
    <Hero labelledBy="service-title">
      <Container className="py-12 sm:py-20">
        <nav aria-label="Breadcrumb" className="text-sm text-ink-100">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/" className="underline underline-offset-4 hover:text-white">
                {copy.breadcrumbHome}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <Link to="/services" className="underline underline-offset-4 hover:text-white">
                {copy.breadcrumbServices}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page">{service.title}</li>
          </ol>
        </nav>
        <span className="mt-8 inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-300">
          <Icon path={service.icon} className="size-7" />
        </span>
        <HeroHeading id="service-title" title={service.title} className="mt-4" />
        <p className="mt-3 max-w-3xl text-xl font-semibold text-brand-100">{service.subtitle}</p>
        <p className="mt-6 max-w-3xl text-lg text-ink-100">{service.description}</p>
        <p className="mt-6 inline-block rounded-xl bg-white/10 px-4 py-3">
          <span className="block text-sm font-semibold uppercase tracking-wide text-accent-300">{copy.resultLabel}</span>
          <span className="font-semibold">{service.result}</span>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ScrollButton targetId="main-booking-calendar" variant="accent" size="lg" data-cta={`service-${service.id}-book`}>
            {copy.heroCta}
          </ScrollButton>
          <Link to="/marketing-audit" className={buttonVariants({ variant: 'light', size: 'lg' })} data-cta={`service-${service.id}-audit`}>
            {copy.auditCta}
          </Link>
        </div>
      </Container>
    </Hero>
  )
}
