// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createGet } from './http'

describe('createGet', () => {
  it('runs at most `concurrency` requests at once', async () => {
    let running = 0
    let most = 0
    const fetch = async (): Promise<Response> => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      return new Response('ok')
    }
    const get = createGet({ fetch, concurrency: 3 })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => get(`http://cdn.test/${index}`)))
    expect(answers.every((answer) => answer.answered && answer.status === 200)).toBe(true)
    expect(most).toBe(3)
  })

  it('gives up on a request that does not answer in time', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const answer = await createGet({ fetch, timeoutMs: 50 })('http://cdn.test/slow')
    expect(answer).toEqual({ url: 'http://cdn.test/slow', answered: false, error: "no answer within 50 ms, the composition server's limit (COMPOSE_FETCH_TIMEOUT_MS)" })
  })
})
