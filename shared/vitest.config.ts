import { defineTestConfig } from './build/test-config'

export default defineTestConfig()
