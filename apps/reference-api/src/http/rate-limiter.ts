/** Most keys a limiter keeps before it forgets the quietest: memory stays bounded under a flood of addresses. */
const MAX_KEYS = 10_000;

/**
 * A sliding-window counter per key (an address, an account): at most `limit` hits within
 * `windowMs`. Time comes from the caller (the server's clock), so tests move it instead of waiting.
 */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #hits = new Map<string, number[]>();

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** How long until `key` may try again, in ms, or 0 when it may now. */
  retryAfterMs(key: string, now: Date): number {
    const hits = this.#recent(key, now);
    if (hits.length < this.limit) return 0;
    const oldest = hits[hits.length - this.limit] ?? now.getTime();
    return Math.max(1, oldest + this.windowMs - now.getTime());
  }

  /**
   * Takes one try of `key` at `now` if it has one left: counts it and answers 0, or answers how
   * long until it may try again, in ms, counting nothing. Reading and counting happen in one step,
   * so tries that arrive together each take their own place, and none beyond the limit gets one.
   */
  take(key: string, now: Date): number {
    const retryAfterMs = this.retryAfterMs(key, now);
    if (retryAfterMs === 0) this.hit(key, now);
    return retryAfterMs;
  }

  /** Gives back a try {@link take}n at `at` that turned out not to count (a right password). */
  giveBack(key: string, at: Date): void {
    const hits = this.#hits.get(key);
    const index = hits?.lastIndexOf(at.getTime()) ?? -1;
    if (hits && index >= 0) hits.splice(index, 1);
  }

  /** Counts one hit of `key` at `now`. */
  hit(key: string, now: Date): void {
    const hits = this.#recent(key, now);
    hits.push(now.getTime());
    this.#hits.delete(key);
    this.#hits.set(key, hits);
    if (this.#hits.size > MAX_KEYS) {
      const quietest = this.#hits.keys().next().value;
      if (quietest !== undefined) this.#hits.delete(quietest);
    }
  }

  /** Forgets `key`'s hits (a successful login clears its account's failures). */
  reset(key: string): void {
    this.#hits.delete(key);
  }

  /** Forgets every key (the control endpoint's reset). */
  clear(): void {
    this.#hits.clear();
  }

  #recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    return (this.#hits.get(key) ?? []).filter((at) => at > since && at <= now.getTime());
  }
}

/**
 * Takes one try from two limiters at once (an address's and an account's): counted in both and
 * answering 0, or counted in neither and answering how long until both have a place, in ms.
 * The first is asked first, so a full address spends nothing of the account's.
 *
 * @example takeFromBoth([loginByAddress, address], [loginByAccount, account], now)
 */
export function takeFromBoth(
  [first, firstKey]: readonly [RateLimiter, string],
  [second, secondKey]: readonly [RateLimiter, string],
  now: Date,
): number {
  const byFirst = first.take(firstKey, now);
  if (byFirst > 0) return byFirst;
  const bySecond = second.take(secondKey, now);
  if (bySecond > 0) first.giveBack(firstKey, now);
  return bySecond;
}
