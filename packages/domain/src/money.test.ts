import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, fromMinorUnits, percentOf, sumMoney, toMinorUnits } from "./money";

const NBSP = "\u00a0";

function decimalsShown(formatted: string): number {
  const match = /\.(\d+)/.exec(formatted);
  return match?.[1]?.length ?? 0;
}

describe("formatMoney", () => {
  it("shows fiat amounts with exactly 2 decimals", () => {
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(10, "USD")).toBe("$10.00");
    expect(formatMoney(0.005, "EUR")).toBe("€0.01");
  });

  it("rounds a fiat amount with more decimals to 2", () => {
    expect(formatMoney(9.999, "EUR")).toBe("€10.00");
  });

  it("shows crypto amounts with up to 8 decimals, never fewer than 2", () => {
    expect(formatMoney(0.00012345, "BTC", { crypto: true })).toBe(`BTC${NBSP}0.00012345`);
    expect(formatMoney(0.1, "BTC", { crypto: true })).toBe(`BTC${NBSP}0.10`);
    expect(formatMoney(0.123456789, "BTC", { crypto: true })).toBe(`BTC${NBSP}0.12345679`);
  });

  it("writes codes Intl cannot format after the number", () => {
    expect(formatMoney(12.5, "usdt", { crypto: true })).toBe("12.50 USDT");
  });

  it("accepts lower-case currency codes", () => {
    expect(formatMoney(5, "eur")).toBe("€5.00");
  });

  it("follows the locale's separators and symbol placement", () => {
    expect(formatMoney(1234.5, "EUR", { locale: "de" })).toBe(`1.234,50${NBSP}€`);
  });

  it("shows no minus sign for an amount that rounds to zero", () => {
    expect(formatMoney(-0.001, "EUR")).toBe("€0.00");
    expect(formatMoney(-0, "EUR")).toBe("€0.00");
    expect(formatMoney(-3, "EUR")).toBe("-€3.00");
  });

  it("refuses amounts that are not numbers rather than showing a wrong balance", () => {
    expect(() => formatMoney(Number.NaN, "EUR")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "EUR")).toThrow(RangeError);
  });

  it("never shows more decimals than allowed", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.boolean(), (amount, crypto) => {
        const shown = decimalsShown(formatMoney(amount, "EUR", { crypto }));
        expect(shown).toBeGreaterThanOrEqual(2);
        expect(shown).toBeLessThanOrEqual(crypto ? 8 : 2);
      }),
    );
  });
});

describe("formatAmount", () => {
  it("formats without a currency", () => {
    expect(formatAmount(1234.5)).toBe("1,234.50");
  });
});

describe("minor units and sums", () => {
  it("adds 0.1 and 0.2 to exactly 0.3", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });

  it("rounds 1.005 up to 101 cents, as written", () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-1.005)).toBe(-101);
  });

  it("keeps 8 decimals for crypto sums", () => {
    expect(sumMoney([0.00000001, 0.00000002], 8)).toBe(0.00000003);
  });

  it("sums an empty list to 0", () => {
    expect(sumMoney([])).toBe(0);
  });

  it("round-trips whole cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toMinorUnits(fromMinorUnits(cents))).toBe(cents);
      }),
    );
  });

  it("sums cent amounts exactly, whatever their order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e8, max: 1e8 })), (cents) => {
        const amounts = cents.map((value) => value / 100);
        const expected = cents.reduce((total, value) => total + value, 0);
        expect(toMinorUnits(sumMoney(amounts))).toBe(expected);
        expect(sumMoney([...amounts].reverse())).toBe(sumMoney(amounts));
      }),
    );
  });
});

describe("percentOf", () => {
  it("reads 10 as 10 percent and rounds to cents", () => {
    expect(percentOf(123.45, 10)).toBe(12.35);
    expect(percentOf(200, 10)).toBe(20);
  });

  it("takes fractional percentages", () => {
    expect(percentOf(80, 12.5)).toBe(10);
    expect(percentOf(0.1, 33.33)).toBe(0.03);
  });
});
