import { Agent, fetch as undiciFetch } from 'undici'

/**
 * fetch for requests that carry the service key. A redirect is never followed: the key, or the
 * request it authorises, would go to an address the owner never chose. It is an error that names
 * the address that answered with it.
 */
export function refusingRedirects(base: typeof fetch, address: string): typeof fetch {
  return async (input, init) => {
    const response = await base(input, { ...init, redirect: 'manual' })
    if (response.status >= 300 && response.status < 400) {
      void response.body?.cancel().catch(() => undefined)
      const location = response.headers.get('location')
      throw new Error(
        `${address} answered an owner request with a redirect (HTTP ${response.status}${location ? ` to ${location}` : ''}); ` +
          'owner requests never follow one, so nothing was sent there.',
      )
    }
    return response
  }
}

/** fetch over the Unix socket at `socketPath` (whatever host the URL names), refusing redirects. */
export function socketFetch(socketPath: string): typeof fetch {
  const dispatcher = new Agent({ connect: { socketPath } })
  const viaSocket = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })
  return refusingRedirects(viaSocket as unknown as typeof fetch, socketPath)
}
