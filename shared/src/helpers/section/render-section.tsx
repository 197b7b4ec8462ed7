import { text } from 'node:stream/consumers'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { staticLocationSource } from './location-source'
import { SectionApp, sectionIdPrefix } from './section-app'

/** The attributes of a section root's container, as the composition and the browser both write it. */
export const sectionRootAttributes = 'data-section-root style="display:contents"'

/**
 * A page's body as its section renders it (Node only): the section root's container with the
 * section's HTML, every lazy part awaited, for the browser to hydrate with the same tree.
 * A component that throws fails the render with its error: React would otherwise leave that part
 * empty for the browser to render, and a release would ship a page without its body.
 */
export async function renderSectionBody(name: string, module: RemoteRoutesModule, path: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SectionApp name={name} module={module} source={staticLocationSource(path)} />
    </StrictMode>,
    // Inline every boundary: outlined segments need inline <script>s to swap in (which the CSP
    // forbids) and leave hidden duplicates of the page.
    { identifierPrefix: sectionIdPrefix(name), progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  )
  const html = await text(prelude)
  if (errors.length > 0) throw errors[0]
  return `<div ${sectionRootAttributes}>${html}</div>`
}
