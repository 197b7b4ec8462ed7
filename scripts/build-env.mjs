// The environment a build runs in: the caller's, less what marks a test run. Under a test runner
// (VITEST, NODE_ENV=test, JEST_WORKER_ID), @module-federation/vite adds no plugins at all, so a build
// started from a test (npm start's first build, a release build) would write a site that cannot
// load its sections; a build is always the production build, whoever starts it.
const testMarks = /^(VITEST.*|NODE_ENV|JEST_WORKER_ID|TEST)$/

/** `env` without the variables that turn a build into a test build. */
export function buildEnv(env = process.env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !testMarks.test(name)))
}
