import { useLayoutEffect, useState } from 'react'
import { BrowserRouter, useLocation } from 'shared/singletons/router'
import { Toaster } from 'shared/singletons/ui'
import { markNavigationStart } from './analytics/use-page-analytics'
import { RemoteSection } from './federation/remote-section'
import { RemoteUnavailable } from './federation/remote-unavailable'
import { findOwner, type RemoteOwners } from './federation/remote-map'
import { RoutesLoaderContext, type RoutesLoader } from './federation/routes-loader'
import { Footer } from './layout/footer'
import { Header } from './layout/header'
import { SkipLink } from './layout/skip-link'
import { NotFound } from './routing/not-found'
import { markFocusAtNavigation, RouteFocus } from './routing/use-route-focus'

interface AppProps {
  /** Which remote owns which paths (remotes ignored for a bad entry included); null when the map is unusable. */
  remoteMap: RemoteOwners | null
  /**
   * The server answered the page's address with its prerendered not-found page (status 404). That
   * page is the shell's own not-found, so the browser renders that one for this address too, also
   * where a remote owns it (/blog/no-such-article): its section's not-found is other markup, which
   * hydration would report as a mismatch and render again.
   */
  servedNotFound?: boolean
}

interface AppShellProps extends AppProps {
  /** Where each section's routes come from: the federation runtime in the browser, the releases on the server. */
  loadRoutes: RoutesLoader
}

function RoutedContent({ remoteMap, servedNotFound = false }: AppProps) {
  const { pathname, key } = useLocation()
  // The address as the router first saw it: the one the server's answer is about.
  const [notFoundPath] = useState(() => (servedNotFound ? pathname : null))
  useLayoutEffect(markNavigationStart, [pathname])
  useLayoutEffect(markFocusAtNavigation, [key])
  const notFound = pathname === notFoundPath
  // Without the remote map no section can load: say so (header and footer still work) rather than claim a 404.
  if (!remoteMap && !notFound) return <RemoteUnavailable onRetry={() => window.location.reload()} retried={false} />
  const owner = remoteMap && !notFound ? findOwner(remoteMap, pathname) : undefined
  if (!owner) {
    return (
      <>
        <NotFound />
        <RouteFocus />
      </>
    )
  }
  // Keyed by remote so moving between sections starts each with fresh boundary state.
  return <RemoteSection key={owner} name={owner} />
}

/** Below the sticky header (4rem tall), not over its navigation and Book Call button. */
const toastOffset = { desktop: { top: '5rem' }, mobile: { top: '4.75rem' } }

/** Toast colours chosen for WCAG AA contrast (sonner's rich colours fall short on the error toast). */
const toastOptions = {
  classNames: {
    toast: 'font-sans',
    title: 'font-semibold',
    success: '!bg-brand-50 !text-brand-900 !border-brand-300',
    error: '!bg-red-50 !text-red-900 !border-red-300',
    description: '!text-current',
  },
}

/** The whole page under a router: BrowserRouter in the browser, StaticRouter in the prerenderer. */
export function AppShell({ remoteMap, servedNotFound, loadRoutes }: AppShellProps) {
  return (
    <RoutesLoaderContext value={loadRoutes}>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <RoutedContent remoteMap={remoteMap} servedNotFound={servedNotFound} />
      </main>
      <Footer />
      <Toaster position="top-center" closeButton toastOptions={toastOptions} offset={toastOffset.desktop} mobileOffset={toastOffset.mobile} />
    </RoutesLoaderContext>
  )
}

export function App({ remoteMap, servedNotFound, loadRoutes }: AppShellProps) {
  return (
    <BrowserRouter>
      <AppShell remoteMap={remoteMap} servedNotFound={servedNotFound} loadRoutes={loadRoutes} />
    </BrowserRouter>
  )
}
