import { Section, SectionHeading } from 'shared/ui'

export function BlogIndexPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Blog" />
    </Section>
  )
}
