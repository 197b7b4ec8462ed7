import { text } from 'node:stream/consumers'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'shared/singletons/router'
import type { RemoteRoutesModule } from 'shared/helpers/routes'
import { staticLocationSource } from 'shared/helpers/section'
import { AppShell } from '../src/app'
import type { RemoteOwners } from '../src/federation/remote-map'
import type { RoutesLoader } from '../src/federation/routes-loader'
import { SectionFallback } from '../src/federation/section-fallback'

/** What the frame knows of a section: its pages and aliases, from the release the page is composed with. */
export type SectionRoutes = (name: string) => RemoteRoutesModule

/**
 * The shell's own part of a page, rendered on this server with the shell's code: header (with the
 * route's link active), footer, and for a section's page the slot the section's body goes into
 * (SECTION_BODY_MARKER). The browser hydrates the same tree. Each section's routes come from
 * `routesOf`, as the browser's come from the section's code.
 */
export async function renderFrame(path: string, owners: RemoteOwners | null, routesOf: SectionRoutes): Promise<string> {
  const loadRoutes: RoutesLoader = async (name) => routesOf(name)
  const { navigator } = staticLocationSource(path).get()
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router location={path} navigator={navigator} static>
        <AppShell remoteMap={owners} loadRoutes={loadRoutes} />
      </Router>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return text(prelude)
}

/** What goes in a section's slot when its release cannot be read: a static "couldn't load" area. */
export function renderSectionFallback(path: string): string {
  return renderToStaticMarkup(<SectionFallback path={path} />)
}
