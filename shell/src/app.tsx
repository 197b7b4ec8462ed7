import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { Toaster } from 'sonner'
import { RemoteSection } from './federation/remote-section'
import { findOwner, type RemoteMap } from './federation/remote-map'
import { Footer } from './layout/footer'
import { Header } from './layout/header'
import { SkipLink } from './layout/skip-link'
import { NotFound } from './routing/not-found'
import { RouteFocus } from './routing/use-route-focus'

function RoutedContent({ remoteMap }: { remoteMap: RemoteMap }) {
  const { pathname } = useLocation()
  const owner = findOwner(remoteMap, pathname)
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

export function App({ remoteMap }: { remoteMap: RemoteMap }) {
  return (
    <BrowserRouter>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Routes>
          <Route path="*" element={<RoutedContent remoteMap={remoteMap} />} />
        </Routes>
      </main>
      <Footer />
      <Toaster position="top-center" richColors closeButton />
    </BrowserRouter>
  )
}
