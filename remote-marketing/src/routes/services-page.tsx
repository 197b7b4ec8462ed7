import { Section, SectionHeading } from 'shared/ui'

export function ServicesPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Services" />
    </Section>
  )
}
