import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";

describe("numberFormat", () => {
  it("makes one format per locale and options, and formats as Intl does", () => {
    const percent = numberFormat("de", { style: "percent" });
    expect(numberFormat("de", { style: "percent" })).toBe(percent);
    expect(numberFormat("en", { style: "percent" })).not.toBe(percent);
    expect(numberFormat("de", { style: "percent", maximumFractionDigits: 2 })).not.toBe(percent);
    expect(percent.format(0.5)).toBe(new Intl.NumberFormat("de", { style: "percent" }).format(0.5));
  });
});

describe("dateTimeFormat", () => {
  const instant = new Date("2026-11-23T03:30:00Z");

  it("makes one format per locale and options, zone included, and formats as Intl does", () => {
    const berlin = dateTimeFormat("de", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" });
    expect(dateTimeFormat("de", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" })).toBe(berlin);
    expect(dateTimeFormat("de", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })).not.toBe(berlin);
    expect(dateTimeFormat("en", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" })).not.toBe(berlin);
    expect(berlin.format(instant)).toBe("23. November 2026 um 04:30");
  });

  it("keeps a number format and a date format with the same options apart", () => {
    expect(dateTimeFormat("en", {})).toBeInstanceOf(Intl.DateTimeFormat);
    expect(numberFormat("en", {})).toBeInstanceOf(Intl.NumberFormat);
  });
});
