import { describe, expect, it } from "vitest";
import { RateLimiter, takeFromBoth } from "./rate-limiter.ts";

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

describe("takeFromBoth", () => {
  it("counts a try in both limiters or in neither, so a full account spends nothing of the address", () => {
    const byAddress = new RateLimiter(3, 60_000);
    const byAccount = new RateLimiter(1, 60_000);
    expect(takeFromBoth([byAddress, "203.0.113.1"], [byAccount, "ana@demo.casino"], at(0))).toBe(0);
    expect(takeFromBoth([byAddress, "203.0.113.1"], [byAccount, "ana@demo.casino"], at(1))).toBe(59_000);
    // The refused try left the address's count as it was: two more accounts may still try from it.
    expect(takeFromBoth([byAddress, "203.0.113.1"], [byAccount, "bo@demo.casino"], at(2))).toBe(0);
    expect(takeFromBoth([byAddress, "203.0.113.1"], [byAccount, "cy@demo.casino"], at(3))).toBe(0);
    expect(takeFromBoth([byAddress, "203.0.113.1"], [byAccount, "di@demo.casino"], at(4))).toBe(56_000);
    // A full address is asked first and spends nothing of the account's.
    expect(byAccount.retryAfterMs("di@demo.casino", at(4))).toBe(0);
  });
});
