import { Section, SectionHeading } from 'shared/singletons/ui'
import { StatGrid } from '../../components/stat-grid'
import { servicesPageCopy } from '../../content/services'

export function CombinedImpact() {
  const copy = servicesPageCopy.impact
  return (
    <Section tone="dark" aria-labelledby="combined-impact-title">
      <SectionHeading id="combined-impact-title" tone="dark" title={copy.title} intro={copy.intro} />
      <StatGrid stats={copy.stats} tone="dark" />
    </Section>
  )
}
