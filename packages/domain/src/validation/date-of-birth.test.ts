import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import {
  birthDateForPicker,
  birthDateParts,
  givenBirthDate,
  birthYearOptions,
  composeBirthDate,
  dateOfBirthBounds,
  dateOfBirthSchema,
  daysInMonth,
  isPlaceholderBirthDate,
  validateDateOfBirth,
} from "./date-of-birth";

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe("dateOfBirthBounds", () => {
  it("allows birthdays from 100 years ago up to 18 years ago", () => {
    expect(dateOfBirthBounds(noon("2026-03-01"))).toEqual({ min: "1926-03-01", max: "2008-03-01" });
  });

  it("counts today in the player's zone", () => {
    const lateUtc = new Date("2026-03-01T23:30:00Z");
    expect(dateOfBirthBounds(lateUtc, "UTC").max).toBe("2008-03-01");
    expect(dateOfBirthBounds(lateUtc, "Asia/Tokyo").max).toBe("2008-03-02");
    expect(dateOfBirthBounds(new Date("2026-03-01T03:00:00Z"), "America/New_York").max).toBe("2008-02-28");
  });

  it("lets a 29 February birthday come of age on 1 March of a common year", () => {
    expect(validateDateOfBirth("2008-02-29", noon("2026-02-28"))).toBe("form.validation.invalid.dob");
    expect(validateDateOfBirth("2008-02-29", noon("2026-03-01"))).toBeNull();
  });

  it("handles a leap day today", () => {
    expect(dateOfBirthBounds(noon("2028-02-29"))).toEqual({ min: "1928-02-29", max: "2010-02-28" });
  });

  it("always spans 82 years with max before today", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }), (now) => {
        const { min, max } = dateOfBirthBounds(now);
        const years = Number(max.slice(0, 4)) - Number(min.slice(0, 4));
        return years === 82 && min < max && max < now.toISOString().slice(0, 10);
      }),
    );
  });
});

describe("validateDateOfBirth", () => {
  const now = noon("2026-03-01");

  it("accepts someone who turns 18 today", () => {
    expect(validateDateOfBirth("2008-03-01", now)).toBeNull();
  });

  it("refuses someone who turns 18 tomorrow", () => {
    expect(validateDateOfBirth("2008-03-02", now)).toBe("form.validation.invalid.dob");
  });

  it("accepts exactly 100 years and refuses older", () => {
    expect(validateDateOfBirth("1926-03-01", now)).toBeNull();
    expect(validateDateOfBirth("1926-02-28", now)).toBe("form.validation.invalid.dob.check");
  });

  it("treats empty and the 1900 placeholder as missing", () => {
    expect(validateDateOfBirth("", now)).toBe("form.validation.invalid.required");
    expect(validateDateOfBirth(null, now)).toBe("form.validation.invalid.required");
    expect(validateDateOfBirth("1900-01-01", now)).toBe("form.validation.invalid.required");
  });

  it("refuses days that do not exist", () => {
    expect(validateDateOfBirth("2001-02-29", now)).toBe("form.validation.invalid.format");
    expect(validateDateOfBirth("17/05/1990", now)).toBe("form.validation.invalid.format");
  });

  it("reads the day part of an ISO date-time", () => {
    expect(validateDateOfBirth("1990-05-17T00:00:00.000Z", now)).toBeNull();
  });

  it("gives the schema the same keys", () => {
    expect(v.safeParse(dateOfBirthSchema(now), "2010-01-01").issues?.[0]?.message).toBe("form.validation.invalid.dob");
    expect(v.safeParse(dateOfBirthSchema(now), "1990-05-17").success).toBe(true);
  });
});

describe("isPlaceholderBirthDate", () => {
  it("spots the 1900 placeholder, as a day or a date-time", () => {
    expect(isPlaceholderBirthDate("1900-01-01")).toBe(true);
    expect(isPlaceholderBirthDate("1900-01-01T00:00:00.000Z")).toBe(true);
  });

  it("leaves real and missing dates alone", () => {
    expect(isPlaceholderBirthDate("1990-01-01")).toBe(false);
    expect(isPlaceholderBirthDate("1901-01-01")).toBe(false);
    expect(isPlaceholderBirthDate("")).toBe(false);
    expect(isPlaceholderBirthDate(null)).toBe(false);
    expect(isPlaceholderBirthDate(undefined)).toBe(false);
  });
});

describe("givenBirthDate", () => {
  it("reads the 1900 placeholder and a missing date as none given", () => {
    expect(givenBirthDate("1900-01-01")).toBe("");
    expect(givenBirthDate("1900-01-01T00:00:00.000Z")).toBe("");
    expect(givenBirthDate(" ")).toBe("");
    expect(givenBirthDate(null)).toBe("");
  });

  it("keeps a real date as its day, and anything else as typed for validation to refuse", () => {
    expect(givenBirthDate("1990-05-17T00:00:00.000Z")).toBe("1990-05-17");
    expect(givenBirthDate("1901-01-01")).toBe("1901-01-01");
    expect(givenBirthDate(" 17/05/1990 ")).toBe("17/05/1990");
  });
});

describe("birthday picker", () => {
  const now = noon("2026-03-01");

  it("starts on 18 years ago for the placeholder or a missing date", () => {
    expect(birthDateForPicker("1900-01-01", now)).toBe("2008-03-01");
    expect(birthDateForPicker(null, now)).toBe("2008-03-01");
    expect(birthDateForPicker("1990-05-17", now)).toBe("1990-05-17");
  });

  it("lists 100 years back from this year, newest first, under-18 years included so they can be refused", () => {
    const years = birthYearOptions(now);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(101);
    expect(years).toContain(2010);
    expect(validateDateOfBirth("2010-01-01", now)).toBe("form.validation.invalid.dob");
  });

  it("takes this year in the player's zone", () => {
    const newYearsEveUtc = new Date("2026-12-31T20:00:00Z");
    expect(birthYearOptions(newYearsEveUtc, "UTC")[0]).toBe(2026);
    expect(birthYearOptions(newYearsEveUtc, "Asia/Tokyo")[0]).toBe(2027);
  });

  it("splits the stored date into the lists, 18 years ago for the placeholder", () => {
    expect(birthDateParts("1990-05-17", now)).toEqual({ year: 1990, month: 5, day: 17 });
    expect(birthDateParts("1900-01-01", now)).toEqual({ year: 2008, month: 3, day: 1 });
    expect(birthDateParts("", now)).toEqual({ year: 2008, month: 3, day: 1 });
  });

  it("keeps the chosen day within the month when the month or year changes", () => {
    expect(composeBirthDate({ year: 1990, month: 5, day: 17 })).toBe("1990-05-17");
    expect(composeBirthDate({ year: 1990, month: 4, day: 31 })).toBe("1990-04-30");
    expect(composeBirthDate({ year: 2023, month: 2, day: 31 })).toBe("2023-02-28");
    expect(composeBirthDate({ year: 2024, month: 2, day: 30 })).toBe("2024-02-29");
    expect(composeBirthDate({ year: 1900, month: 2, day: 29 })).toBe("1900-02-28");
    expect(composeBirthDate({ year: 2000, month: 2, day: 29 })).toBe("2000-02-29");
  });

  it("always composes a real day the validator reads", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1926, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) =>
          validateDateOfBirth(composeBirthDate({ year, month, day }), now) !== "form.validation.invalid.format",
      ),
    );
  });

  it("follows the month length, leap years included", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
    expect([...Array(12).keys()].map((index) => daysInMonth(2023, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});
