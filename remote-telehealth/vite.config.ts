import { defineRemoteConfig } from 'shared/build/remote-config'
import { routeData } from './src/routes/route-data'

export default defineRemoteConfig('remoteTelehealth', routeData, {
  // Its one page states the program, the savings and the counts: one small chunk, not two.
  brandFactsInOneChunk: true,
})
