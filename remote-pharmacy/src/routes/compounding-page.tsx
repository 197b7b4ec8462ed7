import { Section, SectionHeading } from 'shared/ui'

export function CompoundingPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Compounding Pharmacies" />
    </Section>
  )
}
