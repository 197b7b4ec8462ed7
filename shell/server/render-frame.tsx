import { text } from 'node:stream/consumers'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'shared/router'
import type { RemoteRoutesModule } from 'shared/routes'
import { staticLocationSource } from 'shared/section'
import { AppShell } from '../src/app'
import type { RemoteOwners } from '../src/federation/remote-map'
import { setRoutesLoader } from '../src/federation/routes-loader'
import { SectionFallback } from '../src/federation/section-fallback'

/**
 * What the frame knows of a section: its pages and aliases, from the deployed release, read again
 * on every render (the shell caches the module object it is given for the life of the process).
 */
export function setFrameSections(routesOf: (name: string) => Pick<RemoteRoutesModule, 'pages' | 'redirects'> | null): void {
  const modules = new Map<string, RemoteRoutesModule>()
  setRoutesLoader(async (name) => {
    let module = modules.get(name)
    if (!module) {
      module = {
        get pages() {
          return routesOf(name)?.pages ?? []
        },
        get redirects() {
          return routesOf(name)?.redirects ?? []
        },
      }
      modules.set(name, module)
    }
    return module
  })
}

/**
 * The shell's own part of a page, rendered on this server with the shell's code: header (with the
 * route's link active), footer, and for a section's page the slot the section's body goes into
 * (SECTION_BODY_MARKER). The browser hydrates the same tree.
 */
export async function renderFrame(path: string, owners: RemoteOwners | null): Promise<string> {
  const { navigator } = staticLocationSource(path).get()
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router location={path} navigator={navigator} static>
        <AppShell remoteMap={owners} />
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
