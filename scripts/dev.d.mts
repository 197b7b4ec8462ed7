/** Types of dev.mjs for the tests that import it. */
export declare const devDataDir: string
export declare const devCommands: { name: string; command: string; prefixColor: string; env: Record<string, string> }[]
