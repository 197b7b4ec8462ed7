import { Section, SectionHeading } from 'shared/ui'

export function PatientTrustArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Building Patient Trust in Telehealth" />
    </Section>
  )
}
