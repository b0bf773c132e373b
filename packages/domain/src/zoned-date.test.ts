import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDayInZone,
  calendarDaysBetween,
  isoWeekdayOf,
  minuteOfDayInZone,
  mondayOfWeekInZone,
  startOfCalendarDayIso,
  toCalendarDay,
} from "./zoned-date";

describe("calendarDayInZone", () => {
  it("gives the day in the player's zone", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(calendarDayInZone(instant)).toBe("2026-03-01");
    expect(calendarDayInZone(instant, "Europe/Berlin")).toBe("2026-03-02");
    expect(calendarDayInZone(new Date("2026-03-01T03:00:00Z"), "America/Los_Angeles")).toBe("2026-02-28");
  });

  it("rejects an unknown zone", () => {
    expect(() => calendarDayInZone(new Date(), "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("toCalendarDay", () => {
  it("keeps a bare day as it is in every zone", () => {
    expect(toCalendarDay("2026-03-01", "Pacific/Kiritimati")).toBe("2026-03-01");
    expect(toCalendarDay("2026-03-01", "Pacific/Pago_Pago")).toBe("2026-03-01");
  });

  it("moves a date-time to the zone first", () => {
    expect(toCalendarDay("2026-03-01T23:30:00Z", "Europe/Berlin")).toBe("2026-03-02");
    expect(toCalendarDay("2026-03-01T23:30:00.000Z", "UTC")).toBe("2026-03-01");
  });

  it("gives null for empty or unreadable values", () => {
    expect(toCalendarDay(null)).toBeNull();
    expect(toCalendarDay("")).toBeNull();
    expect(toCalendarDay("not a date")).toBeNull();
    expect(toCalendarDay("2026-02-30")).toBeNull();
  });
});

describe("day arithmetic", () => {
  it("adds days across month ends and leap days", () => {
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addCalendarDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("counts days between two days", () => {
    expect(calendarDaysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(calendarDaysBetween("2026-03-30", "2026-03-28")).toBe(-2);
  });

  it("knows the ISO weekday", () => {
    expect(isoWeekdayOf("2026-03-02")).toBe(1);
    expect(isoWeekdayOf("2026-03-08")).toBe(7);
  });

  it("finds the Monday of the current week in the zone", () => {
    expect(mondayOfWeekInZone(new Date("2026-03-08T23:30:00Z"))).toBe("2026-03-02");
    expect(mondayOfWeekInZone(new Date("2026-03-08T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-09");
  });
});

describe("startOfCalendarDayIso", () => {
  it("writes the start of the day with the zone's offset, before and after a DST change", () => {
    expect(startOfCalendarDayIso("2026-03-28", "Europe/Berlin")).toBe("2026-03-28T00:00:00.000+01:00");
    expect(startOfCalendarDayIso("2026-03-30", "Europe/Berlin")).toBe("2026-03-30T00:00:00.000+02:00");
    expect(startOfCalendarDayIso("2026-03-02")).toBe("2026-03-02T00:00:00.000Z");
  });
});

describe("minuteOfDayInZone", () => {
  it("gives minutes since local midnight", () => {
    expect(minuteOfDayInZone(new Date("2026-03-01T10:15:00Z"))).toBe(615);
    expect(minuteOfDayInZone(new Date("2026-03-01T10:15:00Z"), "Asia/Kolkata")).toBe(945);
  });
});
