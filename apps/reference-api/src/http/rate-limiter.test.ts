import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 4, 10, 0, seconds));

describe("RateLimiter", () => {
  it("lets `limit` hits through in the window, then says how long until the oldest leaves it", () => {
    const limiter = new RateLimiter(3, 10_000);
    for (const second of [0, 1, 2]) {
      expect(limiter.retryAfterMs("203.0.113.1", at(second))).toBe(0);
      limiter.hit("203.0.113.1", at(second));
    }
    expect(limiter.retryAfterMs("203.0.113.1", at(5))).toBe(5000);
    expect(limiter.retryAfterMs("203.0.113.1", at(10))).toBe(0);
  });

  it("counts each key apart, and forgets a key that is reset", () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit("a", at(0));
    expect(limiter.retryAfterMs("a", at(1))).toBeGreaterThan(0);
    expect(limiter.retryAfterMs("b", at(1))).toBe(0);
    limiter.reset("a");
    expect(limiter.retryAfterMs("a", at(1))).toBe(0);
  });
});
