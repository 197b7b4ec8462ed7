import type { SiteConfig } from 'shared/singletons/config'
import type { RouteMeta } from 'shared/helpers/routes'
import { SHARE_CARD, shareCardAlt } from 'shared/helpers/routes/share-card'

export interface HeadTags {
  title: string
  metas: { key: 'name' | 'property'; value: string; content: string }[]
  links: { rel: string; href: string; type?: string; title?: string }[]
  jsonLd: Record<string, unknown>[]
}

export function absoluteUrl(config: SiteConfig, path: string): string {
  return `${config.siteUrl}${path === '/' ? '/' : path}`
}

/**
 * The site's sharing card (shell/public/og-image.png, rendered by `npm run og-image -w e2e`): a
 * raster image at the 1.91:1 size link previews use; they do not accept SVG. Shown for every page
 * without a card of its own (SHARE_CARD, rendered by its remote's build).
 */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630 }
const shareImageUrl = (config: SiteConfig) => `${config.siteUrl}${shareImage.path}`
/** The business's logo (shell/public/logo.png, rendered with the sharing card): a raster image of at least 112 px, as rich results want. */
export const logoImage = { path: '/logo.png', width: 512, height: 512 }

/** The business as an Organization with its logo: the publisher rich results expect. */
function logoOf(config: SiteConfig): Record<string, unknown> {
  return { '@type': 'ImageObject', url: `${config.siteUrl}${logoImage.path}`, width: logoImage.width, height: logoImage.height }
}

function business(config: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${config.siteUrl}/#business`,
    name: config.businessName,
    description: config.tagline,
    url: `${config.siteUrl}/`,
    telephone: config.phone.e164,
    email: config.email,
    image: shareImageUrl(config),
    logo: logoOf(config),
    priceRange: '$$',
    currenciesAccepted: 'USD',
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.region,
      postalCode: config.address.postalCode,
      addressCountry: config.address.country,
    },
    ...(config.address.geo && { geo: { '@type': 'GeoCoordinates', latitude: config.address.geo.latitude, longitude: config.address.geo.longitude } }),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
    ],
    sameAs: config.social.map((s) => s.url),
  }
}

/** The image a page is shared with: its own card where it has one, else the site's. */
interface SharedImage {
  url: string
  width: number
  height: number
  type: string
  alt: string
}

function sharedImage(meta: RouteMeta, config: SiteConfig, cardUrl: string | undefined): SharedImage {
  if (meta.card && cardUrl) return { url: cardUrl, ...SHARE_CARD, alt: shareCardAlt(meta, meta.card.section, config.businessName) }
  return { url: shareImageUrl(config), width: shareImage.width, height: shareImage.height, type: 'image/png', alt: `${config.businessName}: ${config.tagline}` }
}

/**
 * A card's address as crawlers fetch it: absolute. A release beside the site (a root-relative
 * entry) is on the site's public origin; one on another origin (a CDN) names it in its entry.
 */
export function shareCardUrl(entry: string, file: string, config: SiteConfig): string {
  const path = entry.split(/[?#]/)[0] ?? entry
  return new URL(file, new URL(path, `${config.siteUrl}/`)).href
}

function structuredData(meta: RouteMeta, config: SiteConfig, image: SharedImage): Record<string, unknown>[] {
  const url = absoluteUrl(config, meta.path)
  const data: Record<string, unknown>[] = [business(config)]
  if (meta.breadcrumbs && meta.breadcrumbs.length > 1) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: absoluteUrl(config, b.path) })),
    })
  }
  if (meta.faq?.length) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: meta.faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    })
  }
  if (meta.type === 'article') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      // The article's own title, as its heading shows it; the document title may add the brand.
      headline: meta.headline ?? meta.title,
      description: meta.description,
      mainEntityOfPage: url,
      datePublished: meta.publishedTime,
      dateModified: meta.modifiedTime ?? meta.publishedTime,
      // Our articles are written by the team: the author is the business, with its address on the web.
      author: { '@type': 'Organization', name: meta.author ?? config.businessName, url: `${config.siteUrl}/` },
      publisher: { '@type': 'Organization', '@id': `${config.siteUrl}/#organization`, name: config.businessName, url: `${config.siteUrl}/`, logo: logoOf(config) },
      image: image.url,
    })
  }
  if (meta.course) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: meta.course.name,
      description: meta.course.description,
      url,
      provider: { '@type': 'Organization', name: config.businessName, sameAs: `${config.siteUrl}/` },
      offers: {
        '@type': 'Offer',
        category: meta.course.offer.category,
        price: meta.course.offer.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: meta.course.instance.mode,
        courseWorkload: meta.course.instance.workload,
      },
    })
  }
  return data
}

/**
 * Everything the head of a route carries: used by the browser on navigation and by the composition
 * server. `cardUrl`: the page's own social card, absolute (shareCardUrl), where its release has one.
 */
export function buildHead(meta: RouteMeta, config: SiteConfig, cardUrl?: string): HeadTags {
  const url = absoluteUrl(config, meta.path)
  const image = sharedImage(meta, config, cardUrl)
  const ogType = meta.type === 'article' ? 'article' : 'website'
  const metas: HeadTags['metas'] = [
    { key: 'name', value: 'description', content: meta.description },
    { key: 'name', value: 'keywords', content: meta.keywords.join(', ') },
    { key: 'property', value: 'og:type', content: ogType },
    { key: 'property', value: 'og:site_name', content: config.businessName },
    { key: 'property', value: 'og:title', content: meta.title },
    { key: 'property', value: 'og:description', content: meta.description },
    { key: 'property', value: 'og:url', content: url },
    { key: 'property', value: 'og:image', content: image.url },
    { key: 'property', value: 'og:image:type', content: image.type },
    { key: 'property', value: 'og:image:width', content: String(image.width) },
    { key: 'property', value: 'og:image:height', content: String(image.height) },
    { key: 'property', value: 'og:image:alt', content: image.alt },
    { key: 'name', value: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', value: 'twitter:title', content: meta.title },
    { key: 'name', value: 'twitter:description', content: meta.description },
    { key: 'name', value: 'twitter:image', content: image.url },
    { key: 'name', value: 'twitter:image:alt', content: image.alt },
  ]
  if (meta.type === 'article') {
    if (meta.publishedTime) metas.push({ key: 'property', value: 'article:published_time', content: meta.publishedTime })
    if (meta.modifiedTime) metas.push({ key: 'property', value: 'article:modified_time', content: meta.modifiedTime })
    if (meta.author) metas.push({ key: 'name', value: 'author', content: meta.author })
  }
  const links: HeadTags['links'] = [{ rel: 'canonical', href: url }]
  if (meta.path.startsWith('/blog')) links.push({ rel: 'alternate', type: 'application/rss+xml', title: `${config.businessName} blog`, href: '/blog/rss.xml' })
  return { title: meta.title, metas, links, jsonLd: structuredData(meta, config, image) }
}
