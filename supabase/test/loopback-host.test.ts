import { describe, expect, it } from 'vitest'
import { hostedTargetFromEnv } from '../src/cli/hosted-target.ts'
import { isLoopbackHost } from 'shared/server/exposure'

describe('isLoopbackHost: this machine, however its address is spelled', () => {
  it.each(['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '0:0:0:0:0:ffff:7f00:1'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true)
  })

  it.each(['10.0.0.1', '::ffff:10.0.0.1', '[::ffff:a00:1]', '0:0:0:0:0:ffff:a00:1', '[::7f00:1]', '[64:ff9b::7f00:1]', '::', '0.0.0.0', 'example.com', '127.0.0.1.example.com'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false)
  })

  it('SUPABASE_URL: http:// to an IPv4-mapped loopback address is this machine; to a mapped other machine it is refused', () => {
    expect(hostedTargetFromEnv({ SUPABASE_URL: 'http://[::ffff:127.0.0.1]:54321', SUPABASE_SERVICE_ROLE_KEY: 'k' })?.address).toBe('http://[::ffff:7f00:1]:54321')
    expect(() => hostedTargetFromEnv({ SUPABASE_URL: 'http://[::ffff:10.0.0.1]:54321', SUPABASE_SERVICE_ROLE_KEY: 'k' })).toThrow('SUPABASE_URL must be https://')
  })
})
