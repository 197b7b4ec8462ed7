import { defineContractSuite } from './helpers/contract-suite.ts'
import { startLocalTarget } from './helpers/targets.ts'

defineContractSuite('PostgREST 12 over PGlite (the local backend)', () => startLocalTarget({ fromMigrated: true }))
