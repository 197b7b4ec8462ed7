import type { ComponentType } from 'react'

/**
 * Route data: the one description of a page that the shell (head metadata), the composition server
 * (status codes, redirects), the sitemap and the prerenderer all read. Each remote declares its own
 * routes in `src/routes/route-data.ts`; its build also writes them to `dist/routes.json`.
 */
export interface Breadcrumb {
  name: string
  path: string
}

export interface FaqEntry {
  question: string
  answer: string
}

export interface RouteMeta {
  /** Exact path, no trailing slash (except "/"). Routes have no parameters. */
  path: string
  /** Document title, 30-60 characters. */
  title: string
  /** Meta description, 120-160 characters. */
  description: string
  keywords: string[]
  /** 'article' for blog posts: Article structured data and the news sitemap. */
  type: 'website' | 'article'
  /** Breadcrumbs for nested pages, home first. */
  breadcrumbs?: Breadcrumb[]
  /** FAQs shown on the page (FAQPage structured data). */
  faq?: FaqEntry[]
  /** ISO date (YYYY-MM-DD) for articles. */
  publishedTime?: string
  modifiedTime?: string
  author?: string
  /** An article's own title, as its heading shows it (Article headline, news title); `title` may add the brand. */
  headline?: string
  /**
   * Whether the page belongs in sitemap.xml (defaults to true). Not noindex: issue #10 holds every
   * route to Lighthouse SEO 100, which a noindex page fails.
   */
  sitemap?: boolean
  /**
   * The page presents a program (Course structured data): what it costs (an Offer; `category` as
   * rich results read it) and how it runs (a CourseInstance: `mode` Online, Onsite or Blended,
   * `workload` an ISO 8601 duration).
   */
  course?: {
    name: string
    description: string
    offer: { price: number; category: 'Paid' | 'Free' | 'Partially Free' | 'Subscription' }
    instance: { mode: 'Online' | 'Onsite' | 'Blended'; workload: string }
  }
  /**
   * Why the page is short on text by nature (a form or an embed), for the SEO self-audit's
   * thin-content rule. Absent on normal pages.
   */
  thinContentReason?: string
  /**
   * The page has a social card of its own (shared/helpers/routes/share-card), rendered at its remote's
   * build: `section` is the label it shows above the title (and names in its alt text). Absent:
   * the page shares the site's card.
   */
  card?: { section: string }
}

/** A short alias path that permanently leads to another path. */
export interface RedirectRoute {
  path: string
  to: string
}

export interface RouteData {
  pages: RouteMeta[]
  redirects: RedirectRoute[]
}

export interface PageRoute {
  meta: RouteMeta
  Component: ComponentType
}

/** What every remote exposes as `./routes`: a small, stable surface. */
export interface RemoteRoutesModule {
  pages: PageRoute[]
  redirects: RedirectRoute[]
}

/** Normalises a pathname for matching: no trailing slash except the root. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return pathname
}

export function findPage<T extends { meta: RouteMeta }>(pages: readonly T[], pathname: string): T | undefined {
  const path = normalizePath(pathname)
  return pages.find((p) => p.meta.path === path)
}

export function findRedirect(redirects: readonly RedirectRoute[], pathname: string): RedirectRoute | undefined {
  const path = normalizePath(pathname)
  return redirects.find((r) => r.path === path)
}

/**
 * Builds a remote's exposed module from its route data and a component per path, failing the build
 * (by throwing at module load in tests) if a page has no component or a component has no route data.
 */
export function defineRemoteRoutes(
  data: RouteData,
  components: Record<string, ComponentType>,
): RemoteRoutesModule {
  const pages = data.pages.map((meta) => {
    const Component = components[meta.path]
    if (!Component) throw new Error(`No component for route ${meta.path}`)
    return { meta, Component }
  })
  const extra = Object.keys(components).filter((path) => !data.pages.some((p) => p.path === path))
  if (extra.length > 0) throw new Error(`Components without route data: ${extra.join(', ')}`)
  return { pages, redirects: data.redirects }
}
