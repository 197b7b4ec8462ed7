/** Types of build-env.mjs for the TypeScript that imports it. */
export declare function buildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
