import { RelatedResources, Section } from 'shared/ui'
import { relatedResourcesContent as copy } from '../../content/related-resources'

export function RelatedResourcesSection() {
  return (
    <Section tone="white" className="pt-0 sm:pt-0">
      <RelatedResources heading={copy.heading} resources={copy.resources} />
    </Section>
  )
}
