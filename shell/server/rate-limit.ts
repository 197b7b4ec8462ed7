/**
 * A per-client token bucket for the API: generous for a visitor (analytics batches, one audit
 * submission), tight enough that one client cannot flood the single-writer database.
 *
 * `shared` is the one bucket every request without a usable client address goes into: smaller,
 * because everyone in it competes for it, and never absent, because "no address" must not mean
 * "no limit".
 */
export function createRateLimiter({
  capacity,
  refillPerSecond,
  shared,
}: {
  capacity: number
  refillPerSecond: number
  shared?: { key: string; capacity: number; refillPerSecond: number }
}) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    /** True when the request may proceed. */
    take(key: string, now = Date.now()): boolean {
      const limits = shared && key === shared.key ? shared : { capacity, refillPerSecond }
      const bucket = buckets.get(key) ?? { tokens: limits.capacity, at: now }
      bucket.tokens = Math.min(limits.capacity, bucket.tokens + ((now - bucket.at) / 1000) * limits.refillPerSecond)
      bucket.at = now
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      buckets.set(key, bucket)
      // Forget idle clients so the map cannot grow without bound.
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (now - b.at > 60_000) buckets.delete(k)
      }
      return allowed
    },
  }
}
