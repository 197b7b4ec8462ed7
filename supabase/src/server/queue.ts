/**
 * Runs tasks one at a time in arrival order. PGlite is a single connection: interleaving two
 * requests' transactions on it would mix their SET LOCAL ROLE and request settings.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()
  private pending = 0

  get size(): number {
    return this.pending
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending++
    const result = this.tail.then(task)
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    )
    return result
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail
  }
}
