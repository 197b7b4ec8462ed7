import { Section, SectionHeading } from 'shared/ui'

export function ServiceLeadSystemPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Lead System" />
    </Section>
  )
}
