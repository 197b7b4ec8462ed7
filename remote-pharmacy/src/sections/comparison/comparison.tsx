import { Section, SectionHeading } from 'shared/singletons/ui'
import { keepTogether } from 'shared/helpers/typography'
import { comparison } from '../../content/network-home/comparison'
import { check, cross, Icon } from 'shared/ui/icons'

/** On-your-own vs with-the-network: two lists side by side (stacked on phones). */
export function Comparison() {
  return (
    <Section aria-labelledby="comparison-heading">
      <SectionHeading id="comparison-heading" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-card border border-ink-200 bg-ink-50 p-6 sm:p-8">
          <h3 className="text-xl font-bold text-ink-900">{comparison.alone.title}</h3>
          <ul className="mt-5 space-y-3">
            {comparison.alone.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <Icon path={cross} className="mt-0.5 size-5 shrink-0 text-ink-500" />
                {keepTogether(point)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card border-2 border-brand-700 bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-bold text-brand-900">{comparison.network.title}</h3>
          <ul className="mt-5 space-y-3">
            {comparison.network.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-900">
                <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {keepTogether(point)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
