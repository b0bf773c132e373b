import { describe, expect, it } from "vitest";
import { awayStatus, awayStatusChangesAt } from "./away-status";

const minute = 60_000;

describe("awayStatus", () => {
  it("is active for the first 5 minutes without activity", () => {
    expect(awayStatus({ lastActivityAt: 0, now: 5 * minute - 1 })).toBe("active");
  });

  it("turns away at exactly 5 minutes", () => {
    expect(awayStatus({ lastActivityAt: 0, now: 5 * minute })).toBe("away");
  });

  it("removes the player after 30 minutes away", () => {
    expect(awayStatus({ lastActivityAt: 0, now: 35 * minute - 1 })).toBe("away");
    expect(awayStatus({ lastActivityAt: 0, now: 35 * minute })).toBe("removed");
  });

  it("counts away time from a manual switch", () => {
    expect(awayStatus({ lastActivityAt: 0, now: minute, manualAwaySince: minute })).toBe("away");
    expect(awayStatus({ lastActivityAt: 0, now: 31 * minute, manualAwaySince: minute })).toBe("removed");
  });
});

describe("awayStatusChangesAt", () => {
  it("names the moment the player turns away, then the moment they are removed, then nothing", () => {
    expect(awayStatusChangesAt({ lastActivityAt: 0, now: minute })).toBe(5 * minute);
    expect(awayStatusChangesAt({ lastActivityAt: 0, now: 5 * minute })).toBe(35 * minute);
    expect(awayStatusChangesAt({ lastActivityAt: 0, now: 35 * minute })).toBeNull();
  });

  it("counts from a manual switch to away", () => {
    expect(awayStatusChangesAt({ lastActivityAt: 0, now: minute, manualAwaySince: minute })).toBe(31 * minute);
  });
});
