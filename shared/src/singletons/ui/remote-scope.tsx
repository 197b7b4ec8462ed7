import { createContext, useContext, type ReactNode } from 'react'

const RemoteNameContext = createContext<string | null>(null)

/**
 * Marks the subtree a remote renders (`data-remote="<name>"`). Each remote's utility CSS is
 * scoped to its own subtree (see shared/build/scope-utilities.ts), so two stylesheets that both
 * contain `.hidden` and `.lg:block` can never override each other's elements.
 * `display: contents` keeps the wrapper out of layout.
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <RemoteNameContext.Provider value={name}>
      <div data-remote={name} className="contents">
        {children}
      </div>
    </RemoteNameContext.Provider>
  )
}

/** For content a remote portals elsewhere (dialogs): re-enters the remote's style scope. */
export function RemoteScope({ children }: { children: ReactNode }) {
  const name = useContext(RemoteNameContext)
  return (
    <div data-remote={name ?? undefined} className="contents">
      {children}
    </div>
  )
}
