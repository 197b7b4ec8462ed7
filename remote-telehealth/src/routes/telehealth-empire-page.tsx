import { Section, SectionHeading } from 'shared/ui'

export function TelehealthEmpirePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Telehealth Empire" />
    </Section>
  )
}
