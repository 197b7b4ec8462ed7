/**
 * Which work goes first on the one connection:
 *   high    lead submissions (RPC calls): a visitor is waiting on the form;
 *   normal  everything else (the owner's reads, the retention purge);
 *   low     analytics inserts: best effort, sent by every page in the background.
 */
export type QueueLane = 'high' | 'normal' | 'low'

const lanes: readonly QueueLane[] = ['high', 'normal', 'low']

/** Analytics waiting beyond this are refused at once: a flood must not build an unbounded backlog. */
export const defaultMaxLowWaiting = 16

/** Thrown by `run` when a lane's waiting line is full; the API answers it with 503 and Retry-After. */
export class QueueFullError extends Error {
  readonly status = 503
  readonly retryAfterSeconds = 1
  constructor(readonly lane: QueueLane) {
    super(`The local backend is busy: too much ${lane}-priority work is waiting`)
    this.name = 'QueueFullError'
  }
}

export interface SerialQueueOptions {
  /** Most tasks that may wait (not counting the one running) per lane; unlisted lanes are unbounded. */
  maxWaiting?: Partial<Record<QueueLane, number>>
}

/**
 * Runs tasks one at a time, highest lane first and in arrival order within a lane. PGlite is a
 * single connection: interleaving two requests' transactions on it would mix their SET LOCAL
 * ROLE and request settings.
 *
 * The next task starts from setImmediate, after pending I/O has been read: a submission that
 * arrived while an analytics insert ran is parsed and queued before the next insert is picked,
 * instead of waiting behind a chain of tasks that never yields to the event loop.
 */
export class SerialQueue {
  private readonly waiting: Record<QueueLane, (() => Promise<void>)[]> = { high: [], normal: [], low: [] }
  private readonly maxWaiting: Partial<Record<QueueLane, number>>
  private running = false
  private scheduled = false
  private pending = 0
  private idleWaiters: (() => void)[] = []

  constructor(options: SerialQueueOptions = {}) {
    this.maxWaiting = { low: defaultMaxLowWaiting, ...options.maxWaiting }
  }

  /** Tasks queued or running. */
  get size(): number {
    return this.pending
  }

  run<T>(task: () => Promise<T>, lane: QueueLane = 'normal'): Promise<T> {
    const limit = this.maxWaiting[lane]
    if (limit !== undefined && this.waiting[lane].length >= limit) return Promise.reject(new QueueFullError(lane))
    this.pending++
    return new Promise<T>((resolve, reject) => {
      this.waiting[lane].push(async () => {
        try {
          resolve(await task())
        } catch (error) {
          reject(error)
        }
      })
      this.schedule()
    })
  }

  /** Resolves once the queue is empty and nothing runs. */
  async idle(): Promise<void> {
    while (this.pending > 0) await new Promise<void>((done) => this.idleWaiters.push(done))
  }

  private schedule(): void {
    if (this.running || this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.next()
    })
  }

  private async next(): Promise<void> {
    if (this.running) return
    const lane = lanes.find((name) => this.waiting[name].length > 0)
    if (!lane) return
    const job = this.waiting[lane].shift()!
    this.running = true
    try {
      await job()
    } finally {
      this.running = false
      this.pending--
      if (this.pending === 0) {
        const waiters = this.idleWaiters
        this.idleWaiters = []
        for (const done of waiters) done()
      }
      this.schedule()
    }
  }
}
