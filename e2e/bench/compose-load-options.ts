import type { ParseArgsConfig } from 'node:util'

/**
 * The options of `npm run bench:compose`, in their own module so that `npm run bench` (run-bench.ts)
 * can tell them apart from the Lighthouse bench's and hand each script only its own: both parse
 * strictly and would stop at the other's options.
 */
export const composeLoadOptions = {
  /** Seconds of load per target and page. */
  duration: { type: 'string', default: '10' },
  /** Concurrent keep-alive connections of the load generator. */
  connections: { type: 'string', default: '50' },
  /** Comma-separated paths to load, each a route the composition server answers 200. */
  pages: { type: 'string', default: '/,/blog/how-to-launch-a-telehealth-practice' },
  /** Requests sent to each target before its measured run (JIT, file cache, the composed-page cache). */
  warmup: { type: 'string', default: '200' },
  /** Accepted here too so that `npm run bench:compose -- --only-compose` is no error; this script is that part alone. */
  'only-compose': { type: 'boolean', default: false },
} as const satisfies NonNullable<ParseArgsConfig['options']>
