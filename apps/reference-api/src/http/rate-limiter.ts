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
