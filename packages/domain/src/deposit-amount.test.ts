import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEPOSIT_AMOUNT_DEFAULT, DEPOSIT_AMOUNT_PRESETS } from "./deposit-amount";
import {
  depositAmountRange,
  depositAmountStep,
  depositRequestError,
  stepDepositAmount,
  validateDepositAmount,
  validateDepositPhone,
} from "./deposit-amount";

describe("deposit amount stepper", () => {
  it("offers 25, 50 and 100 and starts at 25", () => {
    expect(DEPOSIT_AMOUNT_PRESETS).toEqual([25, 50, 100]);
    expect(DEPOSIT_AMOUNT_DEFAULT).toBe(25);
  });

  it("steps by 1 below 30 and by 5 from 30", () => {
    expect(depositAmountStep(29.99)).toBe(1);
    expect(depositAmountStep(30)).toBe(5);
  });

  it("climbs 25 → 29 by ones, then 30, 35, 40", () => {
    const seen = [25];
    for (let press = 0; press < 7; press += 1) seen.push(stepDepositAmount(seen.at(-1) ?? 0, "up"));
    expect(seen).toEqual([25, 26, 27, 28, 29, 30, 35, 40]);
  });

  it("comes down 40, 35, 30, then by ones", () => {
    const seen = [40];
    for (let press = 0; press < 4; press += 1) seen.push(stepDepositAmount(seen.at(-1) ?? 0, "down"));
    expect(seen).toEqual([40, 35, 30, 29, 28]);
  });

  it("snaps a typed amount onto the grid", () => {
    expect(stepDepositAmount(32, "up")).toBe(35);
    expect(stepDepositAmount(32, "down")).toBe(30);
    expect(stepDepositAmount(25.5, "up")).toBe(26);
    expect(stepDepositAmount(25.5, "down")).toBe(25);
  });

  it("stays within the provider's range and above 0", () => {
    expect(stepDepositAmount(1, "down")).toBe(1);
    expect(stepDepositAmount(10, "down", { min: 10 })).toBe(10);
    expect(stepDepositAmount(100, "up", { max: 100 })).toBe(100);
    expect(stepDepositAmount(Number.NaN, "up")).toBe(1);
  });

  it("moves in the pressed direction unless at a bound", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (amount) => {
        return stepDepositAmount(amount, "up") > amount && stepDepositAmount(amount, "down") < amount;
      }),
    );
  });
});

describe("validateDepositAmount", () => {
  it("needs an amount above 0", () => {
    for (const amount of [0, -5, Number.NaN, null, undefined])
      expect(validateDepositAmount(amount)).toBe("AMOUNT_BELOW_ZERO");
    expect(validateDepositAmount(0.01)).toBeNull();
  });

  it("accepts exactly the provider's min and max, refuses beyond", () => {
    const range = { min: 10, max: 500 };
    expect(validateDepositAmount(10, range)).toBeNull();
    expect(validateDepositAmount(500, range)).toBeNull();
    expect(validateDepositAmount(9.99, range)).toBe("PAYMENT_PROVIDER_LIMIT_THRESHOLD");
    expect(validateDepositAmount(500.01, range)).toBe("PAYMENT_PROVIDER_LIMIT_THRESHOLD");
  });

  it("ignores an unknown end of the range", () => {
    expect(validateDepositAmount(1_000_000, { min: 10, max: null })).toBeNull();
  });
});

describe("deposit phone", () => {
  it("needs at least 6 characters", () => {
    expect(validateDepositPhone("12345")).toBe("PHONE_ERROR");
    expect(validateDepositPhone("123456")).toBeNull();
    expect(validateDepositPhone(null)).toBe("PHONE_ERROR");
  });

  it("is checked only when the method asks for a phone, after the amount", () => {
    expect(depositRequestError({ amount: 50, phone: "" })).toBeNull();
    expect(depositRequestError({ amount: 50, phone: "", phoneRequired: true })).toBe("PHONE_ERROR");
    expect(depositRequestError({ amount: 0, phone: "", phoneRequired: true })).toBe("AMOUNT_BELOW_ZERO");
  });
});

describe("depositAmountRange", () => {
  it("takes the provider's own bounds first", () => {
    expect(depositAmountRange({ min: 20, max: 2000 }, { kind: "carouseller", currencyCode: "TRY" })).toEqual({
      min: 20,
      max: 2000,
    });
  });

  it("falls back to 5 to 100,000 for other methods in TRY, any case", () => {
    expect(depositAmountRange(null, { kind: "carouseller", currencyCode: "try" })).toEqual({ min: 5, max: 100_000 });
    expect(depositAmountRange({ min: 50 }, { kind: "carouseller", currencyCode: "TRY" })).toEqual({
      min: 50,
      max: 100_000,
    });
  });

  it("leaves cards and other currencies unbounded without provider bounds", () => {
    expect(depositAmountRange(null, { kind: "card-form", currencyCode: "TRY" })).toEqual({ min: null, max: null });
    expect(depositAmountRange(undefined, { kind: "carouseller", currencyCode: "EUR" })).toEqual({
      min: null,
      max: null,
    });
  });
});
