import { Section, SectionHeading } from 'shared/ui'

export function ServiceTargetedAudiencePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Targeted Audience" />
    </Section>
  )
}
