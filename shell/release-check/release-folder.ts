import { RELEASE_FILE } from 'shared/helpers/release-manifest'

/** `value` as a URL, or an error naming it as `what`. */
export function parseUrl(value: string, what: string): URL {
  try {
    return new URL(value)
  } catch {
    throw new Error(`${what} "${value}" is not an absolute URL (e.g. https://blog.cdn.example.com/v42/)`)
  }
}

/**
 * The release folder, with the trailing slash relative files resolve against: given as the folder,
 * its release.json, or its entry (`…/remoteEntry.js`, as the map names it).
 */
export function releaseFolder(distUrl: string): URL {
  const url = parseUrl(distUrl, 'The dist URL')
  url.search = ''
  url.hash = ''
  if (url.pathname.endsWith(`/${RELEASE_FILE}`) || url.pathname.endsWith('.js')) return new URL('.', url)
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}
