import { describe, expect, it } from "vitest";
import { FREEZE_OPTIONS, freezeEndsAt } from "./freeze";

describe("freeze options", () => {
  it("offers 1, 3, 7 and 10 days and 1 week", () => {
    expect(FREEZE_OPTIONS.map((option) => option.key)).toEqual(["1d", "3d", "7d", "10d", "1w"]);
  });

  it("ends each freeze its length after now", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(freezeEndsAt("1d", now).toISOString()).toBe("2026-03-02T12:00:00.000Z");
    expect(freezeEndsAt("10d", now).toISOString()).toBe("2026-03-11T12:00:00.000Z");
    expect(freezeEndsAt("7d", now).getTime()).toBe(freezeEndsAt("1w", now).getTime());
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    expect(freezeEndsAt("3d", new Date("2026-10-24T10:00:00Z"), "Europe/London").toISOString()).toBe(
      "2026-10-27T11:00:00.000Z",
    );
  });
});
