import type { RouteData } from './routes/route-types'

/**
 * `release.json`, at the root of every remote's `dist/`: what the composition server, the static
 * composer and the release check need to serve the remote's pages fully rendered, read from the
 * deployed release alone (never from the remote's sources). Every file it names is relative to the
 * folder that holds it, which is also the folder of the remote's `remoteEntry.js`.
 */
export interface ReleaseManifest {
  /** Bumped when this shape changes incompatibly; readers refuse a format they do not know. */
  format: typeof RELEASE_FORMAT
  /** Federation name, e.g. `remoteBlog`. */
  remote: string
  /** When the release was built (ISO 8601): shown in logs and the release check. */
  builtAt: string
  /** The federation entry, relative to this file. */
  entry: string
  /** The `shared` singletons the release needs from the shell, as version ranges (`^0.1.0`). */
  requires: Record<string, string>
  /** The exact versions it was built and rendered with. */
  builtWith: Record<string, string>
  /** The site settings the pages were rendered with (siteUrl, phone, ...), as SHA-256 of their JSON. */
  siteConfigHash: string
  /**
   * The same per setting (`phone` → its hash): lets the server name the settings it disagrees on.
   * Absent in a release built before it: the server then says only that they differ.
   */
  siteConfigHashes?: Record<string, string>
  /** Stylesheets every page of the remote needs at first paint (inlined by the composition). */
  styles: string[]
  /** Modules every page of the remote runs (entry first), preloaded once the page has painted. */
  preload: string[]
  /** Head data, aliases and sitemap data: the remote's route data. */
  routes: RouteData
  /**
   * Each page's rendered body: a fragment holding the section's root, by path. A file of the release
   * it names (an image) starts with RELEASE_URL_MARKER.
   */
  bodies: Record<string, string>
  /** Other files served at a site path from this release (the blog's feed at `/blog/rss.xml`). */
  files: Record<string, string>
  /**
   * Each page's social card (a SHARE_CARD PNG, shared/helpers/routes/share-card), by path, for the pages
   * whose route data asks for one. Absent in a release built before cards: its pages share the site's.
   */
  cards?: Record<string, string>
}

/**
 * How a rendered body names a file of its own release (an image a section imports): the release's
 * folder is only known where it is deployed, so the composition replaces this prefix with the
 * folder's URL (the one beside the entry the map names) when it serves the body.
 */
export const RELEASE_URL_MARKER = '__release__/'

export const RELEASE_FORMAT = 1
export const RELEASE_FILE = 'release.json'
/** The shell build's list of the shared singletons it provides, with their exact versions. */
export const PROVIDES_FILE = 'provides.json'

export interface ShellProvides {
  /** Module name (`react`, `shared/singletons/ui`) to the exact version the shell provides. */
  shared: Record<string, string>
}

/** The fragment file of a page's rendered body, relative to the release folder. */
export function bodyFileFor(path: string): string {
  return `rendered/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '__')}.html`
}
