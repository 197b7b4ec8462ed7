/**
 * The checks of the run-time configuration, as one chunk of their own, so the schema library and
 * the schemas it builds stay out of the one task that evaluates the page's first scripts
 * (docs/decisions/valibot.md). The shell starts loading this with the fetches of /remotes.json and
 * /config.json.
 */
export { checkRemoteMap } from './remote-map-schema'
/** Why entries were ignored, for the console: loaded only when the map has a bad entry. */
export const describeRemoteMapProblems = (input: unknown): Promise<string[]> => import('./remote-map-problems').then((module) => module.remoteMapProblems(input))
export { configureSite } from 'shared/helpers/config/schema'
