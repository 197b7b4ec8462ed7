import { RelatedResources, Section } from 'shared/singletons/ui'
import { relatedResourcesContent as copy } from '../../content/related-resources'

export function RelatedResourcesSection() {
  return (
    <Section as="div" tone="white" joined>
      <RelatedResources heading={copy.heading} resources={copy.resources} />
    </Section>
  )
}
