import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountToMinorUnits,
  basisPointsOf,
  currencyMinorDigits,
  fitsMinorDigits,
  minorUnitsToAmount,
  scaleMinorUnits,
} from "./minor-units";

describe("currencyMinorDigits", () => {
  it("keeps fiat to 2 decimals and crypto to 8", () => {
    expect(currencyMinorDigits("EUR")).toBe(2);
    expect(currencyMinorDigits("try")).toBe(2);
    expect(currencyMinorDigits("BTC")).toBe(8);
    expect(currencyMinorDigits("usdt")).toBe(8);
  });

  it("follows the brand's crypto flag for a code it does not know", () => {
    expect(currencyMinorDigits("XYZ")).toBe(2);
    expect(currencyMinorDigits("XYZ", { crypto: true })).toBe(8);
    expect(currencyMinorDigits("BTC", { crypto: false })).toBe(2);
  });
});

describe("amountToMinorUnits", () => {
  it("counts cents for fiat and 1e-8 for crypto", () => {
    expect(amountToMinorUnits(19.99, "EUR")).toBe(1999);
    expect(amountToMinorUnits(1200, "EUR")).toBe(120_000);
    expect(amountToMinorUnits(0.01234567, "BTC")).toBe(1_234_567);
    expect(amountToMinorUnits(0.00000001, "BTC")).toBe(1);
  });

  it("refuses an amount with more decimals than its currency has, rather than rounding it", () => {
    expect(() => amountToMinorUnits(10.001, "EUR")).toThrow(RangeError);
    expect(() => amountToMinorUnits(0.000000001, "BTC")).toThrow(RangeError);
    expect(() => amountToMinorUnits(0.1 + 0.2, "EUR")).toThrow(RangeError);
  });

  it("refuses what is not a finite amount, and an amount too large to count exactly", () => {
    expect(() => amountToMinorUnits(Number.NaN, "EUR")).toThrow(RangeError);
    expect(() => amountToMinorUnits(Number.POSITIVE_INFINITY, "EUR")).toThrow(RangeError);
    expect(() => amountToMinorUnits(1e17, "EUR")).toThrow(RangeError);
  });

  it("gives every fiat amount of whole cents back unchanged through the wire", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = minorUnitsToAmount(cents, "EUR");
        expect(fitsMinorDigits(amount, 2)).toBe(true);
        expect(amountToMinorUnits(amount, "EUR")).toBe(cents);
      }),
    );
  });

  it("gives every crypto amount of whole units back unchanged through the wire", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_100_000_000_000_000 }), (units) => {
        expect(amountToMinorUnits(minorUnitsToAmount(units, "BTC"), "BTC")).toBe(units);
      }),
    );
  });
});

describe("minorUnitsToAmount", () => {
  it("writes minor units as the decimal amount of the wire", () => {
    expect(minorUnitsToAmount(1999, "EUR")).toBe(19.99);
    expect(minorUnitsToAmount(1_234_567, "BTC")).toBe(0.01234567);
    expect(minorUnitsToAmount(0, "EUR")).toBe(0);
  });

  it("refuses a fraction of a minor unit", () => {
    expect(() => minorUnitsToAmount(1.5, "EUR")).toThrow(RangeError);
  });
});

describe("scaleMinorUnits", () => {
  it("rounds half away from zero, exactly", () => {
    expect(scaleMinorUnits(1001, 1, 2)).toBe(501);
    expect(scaleMinorUnits(1003, 1, 2)).toBe(502);
    expect(scaleMinorUnits(-1001, 1, 2)).toBe(-501);
    expect(scaleMinorUnits(999, 1, 1000)).toBe(1);
    expect(scaleMinorUnits(499, 1, 1000)).toBe(0);
  });

  it("stays exact where floating point would not (a large amount at an 8-decimal rate)", () => {
    // 9,000,000,000.00 EUR at 1,610 units of BTC per euro: the product passes 2^53.
    expect(scaleMinorUnits(900_000_000_000, 1610, 100)).toBe(14_490_000_000_000);
  });

  it("refuses a zero or negative divisor and numbers that are not safe integers", () => {
    expect(() => scaleMinorUnits(1, 1, 0)).toThrow(RangeError);
    expect(() => scaleMinorUnits(1.5, 1, 1)).toThrow(RangeError);
  });
});

describe("basisPointsOf", () => {
  it("takes a share in hundredths of a percent, rounded to whole minor units", () => {
    expect(basisPointsOf(12_345, 100)).toBe(123);
    expect(basisPointsOf(1999, 1000)).toBe(200);
    expect(basisPointsOf(50, 100)).toBe(1);
    expect(basisPointsOf(49, 100)).toBe(0);
  });
});
