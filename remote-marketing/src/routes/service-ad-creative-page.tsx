import { Section, SectionHeading } from 'shared/ui'

export function ServiceAdCreativePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Ad Creative" />
    </Section>
  )
}
