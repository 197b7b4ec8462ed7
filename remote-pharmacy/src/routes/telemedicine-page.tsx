import { Section, SectionHeading } from 'shared/ui'

export function TelemedicinePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Telemedicine" />
    </Section>
  )
}
