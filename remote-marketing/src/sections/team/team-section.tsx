import { getSiteConfig } from 'shared/singletons/config'
import { smsHref } from 'shared/helpers/contact-links'
import { buttonVariants, Section, SectionHeading } from 'shared/singletons/ui'
import { Icon, users } from 'shared/ui/icons'
import { StatGrid } from '../../components/stat-grid'
import { teamCopy as copy } from '../../content/team'
import { CountUp } from './count-up'

export function TeamSection() {
  return (
    <Section id="about" joined aria-labelledby="about-title">
      <SectionHeading id="about-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ul className="grid gap-6 lg:grid-cols-2">
        {copy.owners.map((owner) => (
          <li key={owner.name} className="flex flex-col rounded-card bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8">
            <div className="flex items-center gap-4">
              <span aria-hidden="true" className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-bold text-white">
                {owner.initials}
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink-900">{owner.name}</h3>
                <p className="text-brand-800">{owner.role}</p>
              </div>
            </div>
            <p className="mt-4 flex-1 text-ink-700">{owner.bio}</p>
            <StatGrid stats={owner.stats} layout="pairs" className="mt-6" />
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-2xl font-bold">{copy.rolesHeading}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {copy.roles.map((role) => (
          <li key={role.title} className="rounded-xl p-5 ring-1 ring-ink-200">
            <Icon path={users} className="size-6 text-brand-700" />
            <p className="mt-3 font-semibold text-ink-900">{role.title}</p>
            <p className="mt-1 text-sm text-ink-600">{role.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-6 rounded-card bg-ink-950 p-8 text-center text-white sm:p-12">
        <CountUp target={copy.counter.target} suffix={copy.counter.suffix} label={copy.counter.label} durationMs={copy.counter.durationMs} />
        <p className="text-ink-100">{copy.consultantsNote}</p>
        <a href={smsHref(copy.workWithUsMessage, getSiteConfig().textNumber.e164)} className={buttonVariants({ variant: 'accent', size: 'lg' })} data-cta={copy.workWithUs.cta}>
          {copy.workWithUs.label}
        </a>
      </div>
    </Section>
  )
}
