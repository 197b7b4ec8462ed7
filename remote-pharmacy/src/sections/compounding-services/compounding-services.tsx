import { Section, SectionHeading } from 'shared/singletons/ui'
import { services } from '../../content/network-home/services'
import { Card } from 'shared/ui/card'
import { check, Icon } from 'shared/ui/icons'

/** The two compounding models, 503A and 503B, as cards. */
export function CompoundingServices() {
  return (
    <Section tone="muted" aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={services.eyebrow} title={services.title} intro={services.intro} />
      <div className="grid gap-6 md:grid-cols-2">
        {services.items.map((item) => (
          <Card as="article" key={item.badge} padding="lg" className="flex flex-col">
            <p className="w-fit rounded-pill bg-accent-100 px-3 py-1 text-sm font-bold text-accent-700">{item.badge}</p>
            <h3 className="mt-4 text-2xl font-bold text-ink-900">{item.title}</h3>
            <p className="mt-3 text-ink-700">{item.description}</p>
            <p className="mt-3 text-sm font-semibold text-brand-800">{item.bestFor}</p>
            <ul className="mt-5 space-y-2">
              {item.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-800">
                  <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Section>
  )
}
