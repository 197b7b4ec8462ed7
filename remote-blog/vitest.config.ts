import { defineTestConfig } from 'shared/testing/test-config'

export default defineTestConfig()
