import { Section, SectionHeading } from 'shared/ui'

export function DigitalMarketingArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Digital Marketing for Aesthetic Practices" />
    </Section>
  )
}
