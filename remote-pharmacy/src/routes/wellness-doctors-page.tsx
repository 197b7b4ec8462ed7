import { Section, SectionHeading } from 'shared/ui'

export function WellnessDoctorsPage() {
  return (
    <Section>
      <SectionHeading as="h1" title="Wellness Doctors" />
    </Section>
  )
}
