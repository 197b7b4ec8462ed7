import { Section, SectionHeading } from 'shared/ui'

export function ServiceCrmAutomationPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="CRM Automation" />
    </Section>
  )
}
