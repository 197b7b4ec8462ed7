import { defineContractSuite } from './helpers/contract-suite.ts'
import { startLocalTarget } from './helpers/targets.ts'

defineContractSuite('local backend (PGlite)', () => startLocalTarget({ fromMigrated: true }))
