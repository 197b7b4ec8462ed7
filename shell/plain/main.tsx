import '../src/styles.css'
import './plain.css'
import type { RemoteRoutesModule } from 'shared/routes'
import { startApp } from '../src/bootstrap'
import { setRoutesLoader } from '../src/federation/routes-loader'

/**
 * The same pages as ONE plain application, for the benchmark only: the remotes' routes modules are
 * imported directly (still one lazy chunk per section), with no federation runtime or remote entries.
 */
const sections: Record<string, () => Promise<RemoteRoutesModule>> = {
  remoteMarketing: () => import('../../remote-marketing/src/exposed/routes'),
  remoteAudit: () => import('../../remote-audit/src/exposed/routes'),
  remotePharmacy: () => import('../../remote-pharmacy/src/exposed/routes'),
  remoteTelehealth: () => import('../../remote-telehealth/src/exposed/routes'),
  remoteBlog: () => import('../../remote-blog/src/exposed/routes'),
}

setRoutesLoader((name) => {
  const load = sections[name]
  return load ? load() : Promise.reject(new Error(`No section ${name}`))
})
void startApp()
