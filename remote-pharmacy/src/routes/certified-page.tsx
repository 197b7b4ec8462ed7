import { Section, SectionHeading } from 'shared/ui'

export function CertifiedPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Certified Pharmacies" />
    </Section>
  )
}
