import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import {
  cardBrand,
  cardFormSchema,
  formatCardExpiryInput,
  passesLuhn,
  validateCardExpiry,
  validateCardHolder,
  validateCardNumber,
  validateCvc,
} from "./card";

describe("validateCardNumber", () => {
  it("accepts Luhn-valid numbers, typed with spaces or dashes", () => {
    for (const number of ["4111111111111111", "4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005"])
      expect(validateCardNumber(number)).toBeNull();
  });

  it("rejects a wrong check digit, letters and odd lengths", () => {
    for (const number of ["4111111111111112", "4111a11111111111", "41111111111", "41111111111111111111"]) {
      expect(validateCardNumber(number)).toBe("form.validation.invalid.card.number");
    }
  });

  it("asks for a number when empty", () => {
    expect(validateCardNumber(" ")).toBe("form.validation.invalid.required");
  });

  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = [..."4111111111111111"].map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        return !passesLuhn(digits.join(""));
      }),
    );
  });
});

describe("validateCardExpiry", () => {
  const now = new Date("2026-03-15T12:00:00Z");

  it("accepts the current month and later", () => {
    expect(validateCardExpiry("03/26", now)).toBeNull();
    expect(validateCardExpiry("12/30", now)).toBeNull();
  });

  it("refuses last month", () => {
    expect(validateCardExpiry("02/26", now)).toBe("form.validation.invalid.card.expired");
    expect(validateCardExpiry("12/25", now)).toBe("form.validation.invalid.card.expired");
  });

  it("checks the format and the month", () => {
    expect(validateCardExpiry("", now)).toBe("form.validation.invalid.required");
    expect(validateCardExpiry("3/26", now)).toBe("form.validation.invalid.card.expiry");
    expect(validateCardExpiry("03/2026", now)).toBe("form.validation.invalid.card.expiry");
    expect(validateCardExpiry("00/27", now)).toBe("form.validation.invalid.card.month");
    expect(validateCardExpiry("13/27", now)).toBe("form.validation.invalid.card.month");
  });

  it("checks only the form when no date is given", () => {
    expect(validateCardExpiry("01/20")).toBeNull();
  });

  it("formats typed digits as MM/YY", () => {
    expect(formatCardExpiryInput("1")).toBe("1");
    expect(formatCardExpiryInput("12")).toBe("12");
    expect(formatCardExpiryInput("122")).toBe("12/2");
    expect(formatCardExpiryInput("12/289")).toBe("12/28");
  });
});

describe("validateCvc", () => {
  it("takes exactly three digits", () => {
    expect(validateCvc("123")).toBeNull();
    expect(validateCvc("")).toBe("form.validation.invalid.required");
    for (const cvc of ["12", "1234", "12a"]) expect(validateCvc(cvc)).toBe("form.validation.invalid.cvc");
  });
});

describe("card form", () => {
  const now = new Date("2026-03-15T12:00:00Z");

  it("requires the cardholder name", () => {
    expect(validateCardHolder("  ")).toBe("form.validation.invalid.required");
    expect(validateCardHolder("ANN LEE")).toBeNull();
  });

  it("reports each field's key", () => {
    const result = v.safeParse(cardFormSchema(now), {
      cardNumber: "4111111111111112",
      expiry: "01/26",
      cvc: "12",
      cardHolder: "",
    });
    const byField = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(byField).toEqual({
      cardNumber: "form.validation.invalid.card.number",
      expiry: "form.validation.invalid.card.expired",
      cvc: "form.validation.invalid.cvc",
      cardHolder: "form.validation.invalid.required",
    });
  });

  it("accepts a valid card", () => {
    expect(
      v.safeParse(cardFormSchema(now), {
        cardNumber: "4111 1111 1111 1111",
        expiry: "12/29",
        cvc: "123",
        cardHolder: "Ann Lee",
      }).success,
    ).toBe(true);
  });
});

describe("cardBrand", () => {
  it("names the brand from the first digits as the player types", () => {
    expect(cardBrand("4")).toBe("Visa");
    expect(cardBrand("5500 0000")).toBe("Mastercard");
    expect(cardBrand("2720-99")).toBe("Mastercard");
    expect(cardBrand("3782 822463")).toBe("American Express");
    expect(cardBrand("6011")).toBe("Discover");
  });

  it("names no brand for unknown or too few digits", () => {
    expect(cardBrand("")).toBeNull();
    expect(cardBrand("2730")).toBeNull();
    expect(cardBrand("9999")).toBeNull();
  });
});
