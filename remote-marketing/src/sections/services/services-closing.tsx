import { Link } from 'shared/singletons/router'
import { buttonVariants, Section, SectionHeading } from 'shared/singletons/ui'
import { servicesPageCopy } from '../../content/services'

export function ServicesClosing() {
  const copy = servicesPageCopy.closing
  return (
    <Section aria-labelledby="services-closing-title">
      <SectionHeading id="services-closing-title" title={copy.title} intro={copy.description} />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={copy.audit.to} className={buttonVariants({ size: 'lg' })} data-cta={copy.audit.cta}>
          {copy.audit.label}
        </Link>
        <Link to={copy.home.to} className={buttonVariants({ variant: 'outline', size: 'lg' })} data-cta={copy.home.cta}>
          {copy.home.label}
        </Link>
      </div>
    </Section>
  )
}
