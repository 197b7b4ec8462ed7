/**
 * The checks of the run-time configuration, as one chunk of their own: zod and the schemas it builds
 * cost a phone some 25 ms of script, which in the page's first chunk lengthened the one task that
 * evaluates it. The shell starts loading this with the fetches of /remotes.json and /config.json.
 */
export { parseRemoteMap } from './remote-map-schema'
export { configureSite } from 'shared/config/schema'
