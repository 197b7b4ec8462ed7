import { defineRemoteConfig } from 'shared/build/remote-config'
import { routeData } from './src/routes/route-data'

export default defineRemoteConfig('remoteMarketing', routeData, {
  // The home page's cards, steps, stats and lead process: one request instead of four.
  firstPageKit: /shared\/src\/ui\/(card|steps)\.tsx|src\/components\/stat-grid|src\/sections\/lead-process\//,
})
