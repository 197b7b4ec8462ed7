import './styles.css'
import { setRoutesLoader } from './federation/routes-loader'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'
import { providedSharedModules } from './federation/provide-shared'

// The composed site: each section's routes come from its remote through the federation runtime.
setRoutesLoader(loadFederatedRoutes)
void startApp({ onRemoteMap: registerRemoteMap })
// Referenced so the bundler keeps the lazy imports, which is what makes the shell provide them.
export const shared = providedSharedModules
