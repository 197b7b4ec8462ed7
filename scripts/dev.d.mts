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
export declare function devCommandsFor(only: string | null, env: Record<string, string>, ports?: Record<string, number> | null): DevCommand[]
export declare function remoteDevPorts(env: Record<string, string>): Promise<Record<string, number>>
export declare const devCommands: DevCommand[]
