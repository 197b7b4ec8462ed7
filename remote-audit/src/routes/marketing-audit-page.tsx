import { Section, SectionHeading } from 'shared/ui'

export function MarketingAuditPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Free Marketing Audit" />
    </Section>
  )
}
