import { text } from 'node:stream/consumers'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import type { RemoteRoutesModule } from 'shared/routes'
import { staticLocationSource } from './location-source'
import { SectionApp, sectionIdPrefix } from './section-app'

/** The attributes of a section root's container, as the composition and the browser both write it. */
export const sectionRootAttributes = 'data-section-root style="display:contents"'

/**
 * A page's body as its section renders it (Node only): the section root's container with the
 * section's HTML, every lazy part awaited, for the browser to hydrate with the same tree.
 */
export async function renderSectionBody(name: string, module: RemoteRoutesModule, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SectionApp name={name} module={module} source={staticLocationSource(path)} />
    </StrictMode>,
    // Inline every boundary: outlined segments need inline <script>s to swap in (which the CSP
    // forbids) and leave hidden duplicates of the page.
    { identifierPrefix: sectionIdPrefix(name), progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return `<div ${sectionRootAttributes}>${await text(prelude)}</div>`
}
