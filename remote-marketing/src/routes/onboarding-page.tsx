import { Section, SectionHeading } from 'shared/ui'

export function OnboardingPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Welcome Aboard" />
    </Section>
  )
}
