import { describe, expect, it } from "vitest";
import { nextCashbackReset } from "./cashback";

describe("nextCashbackReset", () => {
  it("resets at the coming half hour", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:12:34Z")).toISOString()).toBe("2026-03-01T10:30:00.000Z");
  });

  it("moves on to the next mark when now is exactly on one", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:30:00Z")).toISOString()).toBe("2026-03-01T11:00:00.000Z");
  });
});
