import './styles.css'
import { loadFederatedRoutes, registerRemoteMap } from './federation/runtime'
import { startApp } from './bootstrap'

// The composed site: each section's routes come from its remote through the federation runtime.
void startApp({ onRemoteMap: registerRemoteMap, loadRoutes: loadFederatedRoutes })
