import { describe, expect, it } from "vitest";
import { formatPercent } from "./number-format";

describe("formatPercent", () => {
  it("reads its number as a percentage, with at most two decimals unless told", () => {
    expect(formatPercent(96.5)).toBe("96.5%");
    expect(formatPercent(96.567)).toBe("96.57%");
    expect(formatPercent(96.567, { maximumFractionDigits: 0 })).toBe("97%");
    expect(formatPercent(96.5, { locale: "de" })).toBe("96,5\u00a0%");
  });
});
