import { describe, expect, it } from "vitest";
import { inactivityTimeoutMs, isInactivityTimedOut } from "./inactivity";

describe("inactivityTimeoutMs", () => {
  it("uses the setting in minutes", () => {
    expect(inactivityTimeoutMs(15)).toBe(15 * 60_000);
    expect(inactivityTimeoutMs(1.5)).toBe(90_000);
  });

  it("falls back to 30 minutes when the setting is missing or 1 or less", () => {
    expect(inactivityTimeoutMs(undefined)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(null)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(1)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(0)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(-5)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(Number.NaN)).toBe(30 * 60_000);
  });
});

describe("isInactivityTimedOut", () => {
  it("logs out exactly when the timeout has passed, not a millisecond before", () => {
    expect(isInactivityTimedOut({ lastActivityAt: 1000, now: 1000 + 1_800_000, timeoutMs: 1_800_000 })).toBe(true);
    expect(isInactivityTimedOut({ lastActivityAt: 1000, now: 1000 + 1_799_999, timeoutMs: 1_800_000 })).toBe(false);
  });
});
