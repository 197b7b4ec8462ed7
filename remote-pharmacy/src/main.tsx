import 'shared/styles/standalone.css'
import { renderStandalone } from 'shared/standalone'
import { remoteRoutes } from './exposed/routes'

// Running this remote alone: its pages in a minimal frame, no shell needed.
void renderStandalone('remotePharmacy', remoteRoutes)
