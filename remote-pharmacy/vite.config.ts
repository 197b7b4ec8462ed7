import { defineRemoteConfig } from 'shared/build/remote-config'
import { routeData } from './src/routes/route-data'

export default defineRemoteConfig('remotePharmacy', routeData)
