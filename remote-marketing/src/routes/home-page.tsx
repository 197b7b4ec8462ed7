import { Section, SectionHeading } from 'shared/ui'

export function HomePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Grow Your Med Spa or Wellness Practice" />
    </Section>
  )
}
