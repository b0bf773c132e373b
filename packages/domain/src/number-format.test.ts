import { describe, expect, it } from "vitest";
import { formatPercent, numberFormat } from "./number-format";

describe("numberFormat", () => {
  it("makes one format per locale and options, and formats as Intl does", () => {
    const percent = numberFormat("de", { style: "percent" });
    expect(numberFormat("de", { style: "percent" })).toBe(percent);
    expect(numberFormat("en", { style: "percent" })).not.toBe(percent);
    expect(numberFormat("de", { style: "percent", maximumFractionDigits: 2 })).not.toBe(percent);
    expect(percent.format(0.5)).toBe(new Intl.NumberFormat("de", { style: "percent" }).format(0.5));
  });
});

describe("formatPercent", () => {
  it("reads its number as a percentage, with at most two decimals unless told", () => {
    expect(formatPercent(96.5)).toBe("96.5%");
    expect(formatPercent(96.567)).toBe("96.57%");
    expect(formatPercent(96.567, { maximumFractionDigits: 0 })).toBe("97%");
    expect(formatPercent(96.5, { locale: "de" })).toBe("96,5\u00a0%");
  });
});
