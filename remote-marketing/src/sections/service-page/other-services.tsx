import { Link } from 'shared/singletons/router'
import { buttonVariants, Section } from 'shared/singletons/ui'
import { Icon } from 'shared/ui/icons'
import { servicePageCopy as copy, services } from '../../content/services'
import type { Service } from '../../content/types'

/** Links to the five other service pages and back to the overview. */
export function OtherServices({ current }: { current: Service['id'] }) {
  return (
    <Section aria-labelledby="other-services-title">
      <h2 id="other-services-title" className="font-display text-2xl font-bold">
        {copy.otherServicesHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {services
          .filter((s) => s.id !== current)
          .map((s) => (
            <li key={s.id}>
              <Link to={`/services/${s.id}`} className="flex h-full items-center gap-3 rounded-xl p-4 font-semibold text-ink-900 ring-1 ring-ink-200 hover:ring-brand-500 focus-visible:outline-3 focus-visible:outline-accent-400">
                <Icon path={s.icon} className="size-5 shrink-0 text-brand-700" />
                {s.title}
              </Link>
            </li>
          ))}
      </ul>
      <Link to="/services" className={buttonVariants({ variant: 'outline', className: 'mt-8' })} data-cta="service-back-to-services">
        {copy.backToServices}
      </Link>
    </Section>
  )
}
