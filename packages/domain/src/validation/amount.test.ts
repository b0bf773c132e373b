import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { amountSchema, validateAmount } from "./amount";

describe("validateAmount", () => {
  it("asks for an amount when empty", () => {
    expect(validateAmount("")).toBe("form.validation.invalid.required");
    expect(validateAmount(" ")).toBe("form.validation.invalid.required");
  });

  it("needs a number above 0", () => {
    for (const value of [0, "0", -1, "abc", Number.NaN, Number.POSITIVE_INFINITY])
      expect(validateAmount(value)).toBe("form.validation.invalid.amount");
    expect(validateAmount("0.01")).toBeNull();
  });

  it("accepts the range's ends and refuses beyond", () => {
    const range = { min: 5, max: 100_000 };
    expect(validateAmount(5, range)).toBeNull();
    expect(validateAmount("100000", range)).toBeNull();
    expect(validateAmount(4.99, range)).toBe("form.validation.invalid.amount.range");
    expect(validateAmount(100_000.01, range)).toBe("form.validation.invalid.amount.range");
  });
});

describe("amountSchema", () => {
  it("outputs the number, a decimal comma included", () => {
    expect(v.parse(amountSchema(), "25,5")).toBe(25.5);
    expect(v.parse(amountSchema(), 40)).toBe(40);
  });

  it("reports the key as its message", () => {
    expect(v.safeParse(amountSchema({ max: 10 }), "11").issues?.[0]?.message).toBe(
      "form.validation.invalid.amount.range",
    );
    expect(v.safeParse(amountSchema(), undefined).issues?.[0]?.message).toBe("form.validation.invalid.required");
  });
});
