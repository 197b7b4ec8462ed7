import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { recoverableErrorLogger } from './federation/section-slot'
import type { RemoteMap, RemoteOwners } from './federation/remote-map'
import type { RoutesLoader } from './federation/routes-loader'
import { applySiteConfig } from 'shared/singletons/config'
import { readComposedSettings, type ComposedSettings } from './composed-settings'

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

/** Ends the current task, so the steps of start-up never add up to one long task. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Given the remotes to register, once the map is read. */
type OnRemoteMap = ((map: RemoteMap) => void) | undefined

/**
 * The settings the page carries, as the composition server checked them: applied as they are, with
 * nothing to fetch and no checking code to load; the console says what the server refused.
 */
function takeComposedSettings({ remoteMap, config }: ComposedSettings, onRemoteMap: OnRemoteMap): RemoteOwners | null {
  if (remoteMap) {
    remoteMap.problems.forEach((problem) => console.error(problem))
    onRemoteMap?.(remoteMap.remotes)
  } else {
    console.error('Remote map unavailable; sections show their fallback')
  }
  if (config.ok) applySiteConfig(config.overrides)
  else console.error('Ignoring invalid /config.json', config.issues)
  return remoteMap?.owners ?? null
}

/**
 * A page composed without its settings (the dev server, a page composed elsewhere): fetches
 * /remotes.json and /config.json, in parallel with the code that checks them, and checks them here.
 */
async function fetchSettings(onRemoteMap: OnRemoteMap): Promise<RemoteOwners | null> {
  const [remotes, config, checks] = await Promise.allSettled([fetchJson('/remotes.json'), fetchJson('/config.json'), import('./federation/runtime-config-checks')])
  let owners: RemoteOwners | null = null
  try {
    if (remotes.status === 'rejected') throw remotes.reason
    if (checks.status === 'rejected') throw checks.reason
    // Entry by entry: a wrong entry takes down its own section only, and the console names it.
    const reading = checks.value.checkRemoteMap(remotes.value)
    if (reading.rejected.length > 0) {
      void checks.value.describeRemoteMapProblems(remotes.value).then((problems) => problems.forEach((problem) => console.error(problem)))
    }
    onRemoteMap?.(reading.remotes)
    owners = reading.owners
  } catch (error) {
    console.error('Remote map unavailable; sections show their fallback', error)
  }
  await yieldToMain()
  // Either way the compiled-in defaults stay, and the operator reads in the console why.
  if (config.status === 'rejected') console.error('Ignoring unreadable /config.json', config.reason)
  else if (checks.status === 'fulfilled') {
    const result = checks.value.configureSite(config.value)
    if (!result.ok) console.error('Ignoring invalid /config.json', result.issues)
  }
  return owners
}

/**
 * Starts the site: run-time configuration (the remote map and the deployment's site settings: the
 * ones the page was composed with, else fetched and checked), then hydrate the composed page or
 * render from scratch.
 */
export async function startApp({
  onRemoteMap,
  onSiteConfig,
  loadRoutes,
}: {
  onRemoteMap?: (map: RemoteMap) => void
  /** Once the site settings are in place (the backend's address and key), before the page hydrates. */
  onSiteConfig?: () => void
  loadRoutes: RoutesLoader
}): Promise<void> {
  // Called while the shell's modules evaluate, all in one task: what follows goes in a task of its own.
  await yieldToMain()
  const composed = readComposedSettings(document)
  const owners = composed ? takeComposedSettings(composed, onRemoteMap) : await fetchSettings(onRemoteMap)
  onSiteConfig?.()
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // Set on the not-found page only (shell/server/page-composition.ts).
  const servedNotFound = root.hasAttribute('data-not-found')
  const app = (
    <StrictMode>
      <App remoteMap={owners} servedNotFound={servedNotFound} loadRoutes={loadRoutes} />
    </StrictMode>
  )
  // A composed page is hydrated in place (no flash, no shift): the frame here, each section in its
  // own root (section-slot.tsx). A mismatch would be a bug; React then renders that part again.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole page in one task (the page is already visible and readable meanwhile).
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: recoverableErrorLogger('The page'),
      })
    })
  } else {
    createRoot(root).render(app)
  }
}
