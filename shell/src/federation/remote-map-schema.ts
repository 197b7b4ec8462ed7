import { z } from 'zod/mini'

/**
 * The run-time remote map (`/remotes.json`): for each remote, where its manifest lives and which
 * paths it owns. Changing this file re-points or re-assigns a section without rebuilding the shell.
 * A path pattern is exact ("/onboarding") or a prefix ("/blog/*" owns /blog/anything).
 */
const remoteEntrySchema = z.object({
  entry: z.string().check(z.minLength(1)),
  paths: z.array(z.string().check(z.regex(/^\/[^*]*(\*)?$/))).check(z.minLength(1)),
})

export const remoteMapSchema = z.record(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]*$/)), remoteEntrySchema)

export type RemoteMap = z.infer<typeof remoteMapSchema>

/** Throws on a map the shell could not route by (see findOwner in ./remote-map). */
export function parseRemoteMap(input: unknown): RemoteMap {
  return remoteMapSchema.parse(input)
}
