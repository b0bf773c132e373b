import { describe, expect, it } from "vitest";
import { JURISDICTION_PROFILES } from "./jurisdiction";
import { TIME_OUT_OPTIONS, timeOutDays, timeOutEndsAt, timeOutOptions } from "./time-out";

describe("time-outs", () => {
  it("run from 24 hours to 6 weeks", () => {
    expect(TIME_OUT_OPTIONS.map((option) => timeOutDays(option.key))).toEqual([1, 3, 7, 14, 28, 42]);
  });

  it("keep only the lengths inside a profile's range", () => {
    const narrow = { ...JURISDICTION_PROFILES.default, timeOutMinHours: 72, timeOutMaxDays: 14 };
    expect(timeOutOptions(narrow)).toEqual(["3d", "1w", "2w"]);
  });

  it("end on the player's calendar across a daylight-saving change", () => {
    expect(timeOutEndsAt("1w", new Date("2026-03-25T12:00:00Z"), "Europe/Berlin")).toEqual(
      new Date("2026-04-01T11:00:00Z"),
    );
  });
});
