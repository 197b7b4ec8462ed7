import { Section, SectionHeading } from 'shared/ui'

export function ComplianceArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Telehealth Compliance Regulations" />
    </Section>
  )
}
