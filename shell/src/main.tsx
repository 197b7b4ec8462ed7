import './styles.css'
import { setRoutesLoader } from './federation/routes-loader'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'

// The composed site: each section's routes come from its remote through the federation runtime.
setRoutesLoader(loadFederatedRoutes)
void startApp({ onRemoteMap: registerRemoteMap })
