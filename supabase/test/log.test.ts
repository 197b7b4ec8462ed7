import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from 'shared/server/logger'

/** backend/log: one JSON object per line, with level names and ISO times. */
describe('createLogger', () => {
  function capture() {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    return { lines, destination: destination as unknown as { write(text: string): void } }
  }

  it('writes one JSON line per event: level name, ISO time, the logger name, the fields and the words', () => {
    const { lines, destination } = capture()
    const logger = createLogger('lead-worker', { level: 'info', destination })
    logger.warn({ event: 'claim-failed', status: 502 }, 'claiming deliveries failed')
    logger.debug({ event: 'noise' }, 'not at info')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', name: 'lead-worker', event: 'claim-failed', status: 502, msg: 'claiming deliveries failed', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) })
  })

  it('takes LOG_LEVEL, and refuses one it does not know, naming the choices', () => {
    const { lines, destination } = capture()
    const previous = process.env.LOG_LEVEL
    try {
      process.env.LOG_LEVEL = 'error'
      createLogger('x', { destination }).warn({}, 'dropped')
      expect(lines).toEqual([])
      process.env.LOG_LEVEL = 'loud'
      expect(() => createLogger('x', { destination })).toThrow('LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "loud")')
    } finally {
      if (previous === undefined) delete process.env.LOG_LEVEL
      else process.env.LOG_LEVEL = previous
    }
  })
})
