import { Section, SectionHeading } from 'shared/ui'

export function LaunchGuideArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="How to Launch a Telehealth Practice" />
    </Section>
  )
}
