import { RelatedResources, Section } from 'shared/singletons/ui'
import { related } from '../../content/network-home/related'

/** The shared related-resources box, pointing at the blog's real article paths. */
export function RelatedSection() {
  return (
    <Section as="div" spacing="compact">
      <RelatedResources heading={related.heading} resources={related.resources} />
    </Section>
  )
}
