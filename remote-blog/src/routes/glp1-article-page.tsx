import { Section, SectionHeading } from 'shared/ui'

export function Glp1ArticlePage() {
  return (
    <Section>
      <SectionHeading as="h1" title="GLP-1 Weight Loss Revenue Stream" />
    </Section>
  )
}
