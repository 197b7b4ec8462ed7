// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defineRemoteConfig } from './remote-config'

describe('defineRemoteConfig', () => {
  it('empties dist before each build, so a release folder holds exactly that release', () => {
    const config = defineRemoteConfig('remoteBlog', { pages: [], redirects: [] })
    expect(config.build?.outDir).toBe('dist')
    expect(config.build?.emptyOutDir).toBe(true)
  })
})
