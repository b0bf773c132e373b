import { describe, expect, it } from "vitest";
import { COUPON_ERROR_CATALOGUE, COUPON_ERROR_CODES, isCouponErrorCode } from "./coupon-errors";
import { errorTextKey } from "./error-catalogue";

describe("coupon error catalogue", () => {
  it("shows a coupon not applied and one already redeemed among the other errors' texts", () => {
    expect(COUPON_ERROR_CODES.map((code) => errorTextKey(COUPON_ERROR_CATALOGUE, code))).toEqual([
      "error.other.coupon.not.applied",
      "error.other.coupon.already.redeemed",
    ]);
  });

  it("tells a coupon code from any other", () => {
    expect(isCouponErrorCode("COUPON_NOT_APPLIED")).toBe(true);
    expect(isCouponErrorCode("UNIFIED_ERROR")).toBe(false);
  });
});
