import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { COUPON_CODE_MAX_LENGTH_CHARS, couponFormSchema } from "./coupon-form";

describe("couponFormSchema", () => {
  it("sends the code without the spaces around it", () => {
    expect(v.parse(couponFormSchema, { couponCode: "  SPRING25 " })).toEqual({ couponCode: "SPRING25" });
  });

  it("asks for a code when only spaces were typed", () => {
    const result = v.safeParse(couponFormSchema, { couponCode: "   " });
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.required");
  });

  it("refuses a code longer than the limit", () => {
    const result = v.safeParse(couponFormSchema, { couponCode: "A".repeat(COUPON_CODE_MAX_LENGTH_CHARS + 1) });
    expect(result.issues?.[0]?.message).toBe("form.validation.invalid.max.length");
  });
});
