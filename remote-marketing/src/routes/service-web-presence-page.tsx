import { Section, SectionHeading } from 'shared/ui'

export function ServiceWebPresencePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Web Presence" />
    </Section>
  )
}
