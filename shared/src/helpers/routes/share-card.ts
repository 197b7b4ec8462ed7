import type { RouteMeta } from './route-types'

/**
 * A page's social card: the image link previews show when the page is shared (og:image,
 * twitter:image). A page whose route data has `card` gets one of its own, rendered by its remote's
 * build (shared/build/share-card.ts) into its release; the others share the site's card.
 */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const

/** The card's file, relative to the release folder (the folder of the remote's entry). */
export function cardFileFor(path: string): string {
  return `og/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '__')}.png`
}

export interface ShareCardText {
  /** The card's heading: the page's own title, without the brand. */
  title: string
  /** The rest of a two-part headline ("Title: the rest"), shown under the heading. */
  subtitle?: string
}

/** What the card says: the article's headline split at its colon, else the document title without the brand suffix. */
export function shareCardText(meta: Pick<RouteMeta, 'title' | 'headline'>, brand: string): ShareCardText {
  if (meta.headline) {
    const colon = meta.headline.indexOf(': ')
    return colon > 0 ? { title: meta.headline.slice(0, colon), subtitle: meta.headline.slice(colon + 2) } : { title: meta.headline }
  }
  const suffix = ` | ${brand}`
  return { title: meta.title.endsWith(suffix) ? meta.title.slice(0, -suffix.length) : meta.title }
}

/** The card's alt text, describing what it shows: its heading, its section and the brand. */
export function shareCardAlt(meta: Pick<RouteMeta, 'title' | 'headline'>, section: string, brand: string): string {
  const { title, subtitle } = shareCardText(meta, brand)
  return `${subtitle ? `${title}: ${subtitle}` : title} — ${section}, ${brand}`
}
