import { Section } from 'shared/singletons/ui'
import { FeatureList } from '../../components/feature-list'
import { check, Icon, sparkle } from 'shared/ui/icons'
import { servicePageCopy as copy } from '../../content/services'
import type { Service } from '../../content/types'

/** Features, benefits and fit, from the same content as the /services block. */
export function ServiceDetails({ service }: { service: Service }) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-3">
        <div>
          <h2 className="font-display text-2xl font-bold">{copy.featuresHeading}</h2>
          <FeatureList items={service.features} className="mt-6" />
        </div>
        <div>
          <h2 className="font-display text-2xl font-bold">{copy.benefitsHeading}</h2>
          <FeatureList items={service.benefits} icon={sparkle} className="mt-6" />
        </div>
        <div className="self-start rounded-card bg-ink-50 p-6 ring-1 ring-ink-200">
          <h2 className="font-display text-2xl font-bold">{copy.idealForHeading}</h2>
          <ul className="mt-6 space-y-3">
            {service.idealFor.map((fit) => (
              <li key={fit} className="flex gap-2 text-ink-800">
                <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {fit}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
