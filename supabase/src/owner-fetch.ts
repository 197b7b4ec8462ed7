import type { Agent } from 'undici'

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
  // undici is loaded on the first request over the socket: it is most of the start of a tool that
  // imports this module and never uses a socket (the release command as a team).
  let dispatcher: Agent | undefined
  const viaSocket = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const undici = await import('undici')
    dispatcher ??= new undici.Agent({ connect: { socketPath } })
    return undici.fetch(input as Parameters<typeof undici.fetch>[0], { ...(init as Parameters<typeof undici.fetch>[1]), dispatcher })
  }
  return refusingRedirects(viaSocket as unknown as typeof fetch, socketPath)
}
