import { RelatedResources, Section } from 'shared/ui'
import { networkHome } from '../../content/network-home'

/** The shared related-resources box, pointing at the blog's real article paths. */
export function RelatedSection() {
  const { related } = networkHome
  return (
    <Section as="div" spacing="compact">
      <RelatedResources heading={related.heading} resources={related.resources} />
    </Section>
  )
}
