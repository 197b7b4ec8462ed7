import { Section, SectionHeading } from 'shared/ui'

export function ServiceLocalSeoPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Local SEO" />
    </Section>
  )
}
