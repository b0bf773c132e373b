import { describe, expect, it } from "vitest";
import {
  SELF_EXCLUSION_OPTIONS,
  SELF_EXCLUSION_PERIOD_UNITS,
  SELF_EXCLUSION_TYPES,
  exclusionLengthEndsAt,
  selfExclusionEndsAt,
  validateSelfExclusionPeriod,
} from "./self-exclusion-options";

describe("self-exclusion options", () => {
  it("offers 1h, 12h, 1 day, 3 days, 1 week and 1 month", () => {
    expect(SELF_EXCLUSION_OPTIONS.map((option) => option.key)).toEqual(["1h", "12h", "1d", "3d", "1w", "1m"]);
    expect(SELF_EXCLUSION_TYPES).toEqual(["permanent", "custom"]);
    expect(SELF_EXCLUSION_PERIOD_UNITS).toEqual(["months", "days"]);
  });

  it("ends each option its length after now", () => {
    const now = new Date("2026-01-31T10:00:00Z");
    expect(selfExclusionEndsAt("1h", now).toISOString()).toBe("2026-01-31T11:00:00.000Z");
    expect(selfExclusionEndsAt("12h", now).toISOString()).toBe("2026-01-31T22:00:00.000Z");
    expect(selfExclusionEndsAt("3d", now).toISOString()).toBe("2026-02-03T10:00:00.000Z");
    expect(selfExclusionEndsAt("1w", now).toISOString()).toBe("2026-02-07T10:00:00.000Z");
    expect(selfExclusionEndsAt("1m", now).toISOString()).toBe("2026-02-28T10:00:00.000Z");
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // Berlin moves to summer time in the night of 28 to 29 March 2026: a day is 23 hours there.
    const now = new Date("2026-03-28T12:00:00Z");
    expect(selfExclusionEndsAt("1d", now, "Europe/Berlin").toISOString()).toBe("2026-03-29T11:00:00.000Z");
    expect(selfExclusionEndsAt("1h", now, "Europe/Berlin").toISOString()).toBe("2026-03-28T13:00:00.000Z");
  });
});

describe("exclusionLengthEndsAt", () => {
  it("ends an hour-long exclusion an hour later, not at the end of the day", () => {
    const now = new Date("2026-11-27T01:50:00Z");
    expect(exclusionLengthEndsAt(1, "hours", now).toISOString()).toBe("2026-11-27T02:50:00.000Z");
    expect(exclusionLengthEndsAt(12, "hours", now, "Europe/Berlin").toISOString()).toBe("2026-11-27T13:50:00.000Z");
    expect(exclusionLengthEndsAt(30, "minutes", now).toISOString()).toBe("2026-11-27T02:20:00.000Z");
  });

  it("counts custom days and months on the player's calendar, at the same time of day", () => {
    expect(exclusionLengthEndsAt(3, "days", new Date("2026-03-01T12:00:00Z")).toISOString()).toBe(
      "2026-03-04T12:00:00.000Z",
    );
    expect(exclusionLengthEndsAt(1, "months", new Date("2026-01-31T12:00:00Z")).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(exclusionLengthEndsAt(1, "months", new Date("2028-01-31T12:00:00Z")).toISOString()).toBe(
      "2028-02-29T12:00:00.000Z",
    );
    // Berlin moves to summer time in the night of 28 to 29 March 2026: noon stays noon.
    expect(exclusionLengthEndsAt(2, "days", new Date("2026-03-28T11:00:00Z"), "Europe/Berlin").toISOString()).toBe(
      "2026-03-30T10:00:00.000Z",
    );
  });

  it("agrees with the quick options the site confirms", () => {
    const now = new Date("2026-03-28T12:00:00Z");
    expect(exclusionLengthEndsAt(1, "days", now, "Europe/Berlin")).toEqual(
      selfExclusionEndsAt("1d", now, "Europe/Berlin"),
    );
    expect(exclusionLengthEndsAt(7, "days", now, "Europe/Berlin")).toEqual(
      selfExclusionEndsAt("1w", now, "Europe/Berlin"),
    );
    expect(exclusionLengthEndsAt(1, "months", now)).toEqual(selfExclusionEndsAt("1m", now));
  });

  it("ends on a whole minute, rounded up so it is never shorter than asked", () => {
    expect(exclusionLengthEndsAt(1, "hours", new Date("2026-11-27T01:50:00.030Z")).toISOString()).toBe(
      "2026-11-27T02:51:00.000Z",
    );
    expect(selfExclusionEndsAt("1h", new Date("2026-11-27T01:50:00.030Z")).toISOString()).toBe(
      "2026-11-27T02:51:00.000Z",
    );
  });

  it("refuses an unknown zone rather than guess", () => {
    expect(() => exclusionLengthEndsAt(1, "days", new Date("2026-03-01T12:00:00Z"), "Mars/Olympus")).toThrow(
      RangeError,
    );
  });
});

describe("custom self-exclusion length", () => {
  it("takes a whole number of at least 1", () => {
    expect(validateSelfExclusionPeriod(1)).toBeNull();
    expect(validateSelfExclusionPeriod(0)).toBe("form.validation.invalid.format");
    expect(validateSelfExclusionPeriod(1.5)).toBe("form.validation.invalid.format");
    expect(validateSelfExclusionPeriod(null)).toBe("form.validation.invalid.required");
  });
});
