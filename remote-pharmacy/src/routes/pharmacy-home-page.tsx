import { Section, SectionHeading } from 'shared/ui'

export function PharmacyHomePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Pharmacy Partner Network" />
    </Section>
  )
}
