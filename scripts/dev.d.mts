/** Types of dev.mjs for the tests that import it. */
export interface DevCommand {
  name: string
  command: string
  prefixColor: string
  env: Record<string, string>
}
export declare const devDataDir: string
export declare function devCommandsFor(env: Record<string, string>): DevCommand[]
export declare const devCommands: DevCommand[]
