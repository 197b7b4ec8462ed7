import './styles.css'
import { setRoutesLoader } from './federation/routes-loader'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'
// The shell provides every shared client, including the lead client it never calls itself: a remote
// whose shared module the host does not provide loads its own copy, and with it its own copy of
// the site config and zod (docs/decisions/shared-singletons.md).
import 'shared/backend/marketing-audit'

// The composed site: each section's routes come from its remote through the federation runtime.
setRoutesLoader(loadFederatedRoutes)
void startApp({ onRemoteMap: registerRemoteMap })
