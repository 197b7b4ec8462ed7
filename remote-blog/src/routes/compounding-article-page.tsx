import { Section, SectionHeading } from 'shared/ui'

export function CompoundingArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Compounding Pharmacy Partnerships" />
    </Section>
  )
}
