import { Section, SectionHeading } from 'shared/ui'

export function SpecialtyClinicsPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Specialty Clinics" />
    </Section>
  )
}
