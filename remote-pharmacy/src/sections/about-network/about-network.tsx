import { Section, SectionHeading } from 'shared/singletons/ui'
import { about } from '../../content/network-home/about'

export function AboutNetwork() {
  return (
    <Section tone="muted" aria-labelledby="about-network-heading">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-network-heading" eyebrow={about.eyebrow} title={about.title} align="left" />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-700 first:mt-0">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-200">
              <dt className="text-sm text-ink-600">{stat.label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  )
}
