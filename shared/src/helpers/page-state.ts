/**
 * Page-wide state for shared modules, kept on globalThis under one key per module.
 *
 * The stateful modules of `shared` are federation singletons, but a remote can still end up running
 * its own bundled copy of one (a subpath the shell never imported falls back to the remote's copy,
 * and inside that copy shared's own imports are not re-routed; module-federation/vite #676), and
 * the stateless helpers are bundled into every app that uses them.
 * Module-level variables would then silently fork: a second site config never given
 * /config.json, a second analytics queue. State kept here is one per page whichever copy runs.
 */
export function pageState<T extends object>(key: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __eppState?: Record<string, unknown> }
  store.__eppState ??= {}
  const existing = store.__eppState[key]
  if (existing) return existing as T
  const created = create()
  store.__eppState[key] = created
  return created
}
