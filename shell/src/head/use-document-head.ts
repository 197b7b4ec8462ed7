import { useEffect } from 'react'
import { getSiteConfig } from 'shared/singletons/config'
import type { RouteMeta } from 'shared/helpers/routes'
import { cardFileFor } from 'shared/helpers/routes/share-card'
import { remoteEntryOf } from '../federation/remote-entries'
import { buildHead, shareCardUrl, type HeadTags } from './build-head'

/** Replaces the route-managed head tags (marked data-route-head; the prerenderer writes the same ones). */
export function applyHead(tags: HeadTags): void {
  document.title = tags.title
  for (const el of document.head.querySelectorAll('[data-route-head]')) el.remove()
  // Tags that index.html carries unmarked (description) are replaced too, so there is one of each.
  document.head.querySelector('meta[name="description"]')?.remove()
  const fragment = document.createDocumentFragment()
  for (const m of tags.metas) {
    const el = document.createElement('meta')
    el.setAttribute(m.key, m.value)
    el.content = m.content
    el.dataset.routeHead = ''
    fragment.append(el)
  }
  for (const l of tags.links) {
    const el = document.createElement('link')
    el.rel = l.rel
    el.href = l.href
    if (l.type) el.type = l.type
    if (l.title) el.title = l.title
    el.dataset.routeHead = ''
    fragment.append(el)
  }
  for (const data of tags.jsonLd) {
    const el = document.createElement('script')
    el.type = 'application/ld+json'
    el.textContent = JSON.stringify(data)
    el.dataset.routeHead = ''
    fragment.append(el)
  }
  document.head.append(fragment)
}

/**
 * Keeps the document head in step with the route shown: the same head the composition server
 * writes, so a page's own social card is named from its remote's release (beside its entry) here too.
 */
export function useRouteHead(meta: RouteMeta, remote: string): void {
  useEffect(() => {
    const config = getSiteConfig()
    const entry = remoteEntryOf(remote)
    applyHead(buildHead(meta, config, meta.card && entry ? shareCardUrl(entry, cardFileFor(meta.path), config) : undefined))
  }, [meta, remote])
}

/** The head of the 404 page (browser and prerendered 404.html alike): a title and noindex, nothing else. */
export const notFoundHead: HeadTags = {
  title: 'Page not found | Elevate Practice Partners',
  metas: [{ key: 'name', value: 'robots', content: 'noindex' }],
  links: [],
  jsonLd: [],
}

export function useNotFoundHead(): void {
  useEffect(() => applyHead(notFoundHead), [])
}

/**
 * In place of a section that could not load, the previous page's head must not stay (its title,
 * canonical and structured data would describe another page): a plain title and noindex.
 */
export function useUnavailableHead(title: string): void {
  useEffect(() => applyHead({ title: `${title} | ${getSiteConfig().businessName}`, metas: notFoundHead.metas, links: [], jsonLd: [] }), [title])
}
