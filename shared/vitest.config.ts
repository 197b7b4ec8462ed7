import { defineTestConfig } from './testing/test-config'

export default defineTestConfig()
