import { useLayoutEffect } from 'react'
import { useLocation, useNavigate, type To } from 'shared/singletons/router'
import { findPage, findRedirect, type RemoteRoutesModule, type RouteMeta } from 'shared/helpers/routes'
import { usePageAnalytics } from '../analytics/use-page-analytics'
import { useRouteHead } from '../head/use-document-head'
import { NotFound } from '../routing/not-found'
import { RouteFocus } from '../routing/use-route-focus'
import { SectionSlot } from './section-slot'

/**
 * The shell's side of a section's page: its aliases and not-found (the shell's own markup), its
 * head and analytics, and the slot its root renders into.
 */
export function SectionPage({ name, module }: { name: string; module: RemoteRoutesModule }) {
  const { pathname, search, hash } = useLocation()
  const page = findPage(module.pages, pathname)
  const redirect = page ? undefined : findRedirect(module.redirects, pathname)
  if (redirect) return <Redirect to={{ pathname: redirect.to, search, hash }} />
  if (!page) {
    return (
      <>
        <NotFound />
        <RouteFocus />
      </>
    )
  }
  return (
    <>
      <PageHead meta={page.meta} remote={name} />
      <SectionSlot name={name} module={module} />
    </>
  )
}

/** An alias: replaces the address with its page's (what react-router's Navigate does, without its weight). */
function Redirect({ to }: { to: To }) {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    void navigate(to, { replace: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per alias shown
  }, [])
  return null
}

function PageHead({ meta, remote }: { meta: RouteMeta; remote: string }) {
  useRouteHead(meta, remote)
  usePageAnalytics(meta, meta.title)
  return null
}
