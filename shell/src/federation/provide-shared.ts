/**
 * Every `shared` module a remote may import, provided to the federation share scope by the shell.
 * A prefix share (`shared/`) only offers the subpaths the providing app itself imports; a remote
 * asking for one the shell never imported would fall back to its own bundled copy, whose site
 * config was never given /config.json. Listing them here as lazy imports makes the shell provide
 * them all without loading any until a page needs it. A unit test keeps this list complete.
 */
export const providedSharedModules = {
  'shared/config': () => import('shared/config'),
  'shared/routes': () => import('shared/routes'),
  'shared/ui': () => import('shared/ui'),
  'shared/lib/cn': () => import('shared/lib/cn'),
  'shared/lib/contact-links': () => import('shared/lib/contact-links'),
  'shared/lib/format': () => import('shared/lib/format'),
  'shared/lib/load-script': () => import('shared/lib/load-script'),
  'shared/lib/scroll': () => import('shared/lib/scroll'),
  'shared/lib/utm': () => import('shared/lib/utm'),
  'shared/hooks/use-reachable': () => import('shared/hooks/use-reachable'),
  'shared/backend/supabase-client': () => import('shared/backend/supabase-client'),
  'shared/backend/analytics': () => import('shared/backend/analytics'),
  'shared/backend/marketing-audit': () => import('shared/backend/marketing-audit'),
} as const
