/** Types of dev.mjs for the tests that import it. */
export interface DevCommand {
  name: string
  command: string
  prefixColor: string
  /** The package folder it runs in (the backend runs from the root, through npm). */
  cwd?: string
  env: Record<string, string>
}
export declare const devDataDir: string
export declare function devCommandsFor(only: string | null, env: Record<string, string>): DevCommand[]
export declare const devCommands: DevCommand[]
