import { useEffect } from 'react'
import { getSiteConfig } from 'shared/config'

export interface DocumentHead {
  title: string
  description?: string
  /** Path for the canonical link; omitted on pages that should not be indexed. */
  canonicalPath?: string
  robots?: string
}

function setMeta(name: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === undefined) {
    el?.remove()
    return
  }
  if (!el) {
    el = document.createElement('meta')
    el.name = name
    document.head.appendChild(el)
  }
  el.content = content
}

function setCanonical(href: string | undefined) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (href === undefined) {
    el?.remove()
    return
  }
  if (!el) {
    el = document.createElement('link')
    el.rel = 'canonical'
    document.head.appendChild(el)
  }
  el.href = href
}

/** Keeps the document head in step with the route shown. */
export function useDocumentHead({ title, description, canonicalPath, robots }: DocumentHead): void {
  useEffect(() => {
    document.title = title
    setMeta('description', description)
    setMeta('robots', robots)
    setCanonical(canonicalPath === undefined ? undefined : `${getSiteConfig().siteUrl}${canonicalPath === '/' ? '' : canonicalPath}`)
  }, [title, description, canonicalPath, robots])
}
