import { defineTestConfig } from 'shared/build/test-config'

export default defineTestConfig()
