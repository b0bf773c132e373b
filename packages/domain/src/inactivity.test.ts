import { describe, expect, it } from "vitest";
import { inactivityState, inactivityTimeoutMs, inactivityWarningLeadMs, isInactivityTimedOut } from "./inactivity";

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

describe("inactivityWarningLeadMs", () => {
  it("warns a minute ahead of a long timeout", () => {
    expect(inactivityWarningLeadMs(30 * 60_000)).toBe(60_000);
  });

  it("warns half the timeout ahead of a short one, and never less than 20 seconds", () => {
    expect(inactivityWarningLeadMs(90_000)).toBe(45_000);
    expect(inactivityWarningLeadMs(30_000)).toBe(20_000);
  });

  it("gives at least 20 seconds for every timeout the setting can produce", () => {
    for (const minutes of [undefined, 0, 1, 1.01, 1.5, 2, 5, 30, 600]) {
      expect(inactivityWarningLeadMs(inactivityTimeoutMs(minutes))).toBeGreaterThanOrEqual(20_000);
    }
  });
});

describe("inactivityState", () => {
  const timeoutMs = 30 * 60_000;

  it("is active until a minute before the timeout", () => {
    expect(inactivityState({ lastActivityAt: 0, now: timeoutMs - 60_001, timeoutMs })).toEqual({
      phase: "active",
      warningAt: timeoutMs - 60_000,
      logoutAt: timeoutMs,
    });
  });

  it("warns from a minute before the timeout until the timeout", () => {
    expect(inactivityState({ lastActivityAt: 0, now: timeoutMs - 60_000, timeoutMs }).phase).toBe("warning");
    expect(inactivityState({ lastActivityAt: 0, now: timeoutMs - 1, timeoutMs }).phase).toBe("warning");
  });

  it("is timed out at the timeout and after it", () => {
    expect(inactivityState({ lastActivityAt: 0, now: timeoutMs, timeoutMs }).phase).toBe("timed-out");
    expect(inactivityState({ lastActivityAt: 0, now: 10 * timeoutMs, timeoutMs }).phase).toBe("timed-out");
  });

  it("counts an activity stamped in the future as happening now", () => {
    expect(inactivityState({ lastActivityAt: 5_000_000, now: 1_000, timeoutMs })).toEqual({
      phase: "active",
      warningAt: 1_000 + timeoutMs - 60_000,
      logoutAt: 1_000 + timeoutMs,
    });
  });
});
