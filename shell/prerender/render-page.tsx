import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import type { RemoteOwners } from '../src/federation/remote-map'
import { AppShell } from '../src/app'

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8')
  return html
}

/**
 * Renders the app for one URL exactly as the browser tree is built (same components, same Suspense
 * boundaries), waiting for every lazy page, so the browser can hydrate it in place.
 */
export async function renderPage(path: string, remoteMap: RemoteOwners): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell remoteMap={remoteMap} />
      </StaticRouter>
    </StrictMode>,
    // Inline every boundary: outlined segments would need inline <script>s to swap in (which the
    // CSP forbids) and leave hidden duplicates of the page with duplicate ids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return streamToString(prelude)
}
