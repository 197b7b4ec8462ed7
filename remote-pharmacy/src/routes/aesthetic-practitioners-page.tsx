import { Section, SectionHeading } from 'shared/ui'

export function AestheticPractitionersPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Aesthetic Practitioners" />
    </Section>
  )
}
