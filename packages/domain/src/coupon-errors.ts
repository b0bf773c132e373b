import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/** Coupon error codes: not applied, already redeemed. The codes are this project's contract. */
export const COUPON_ERROR_CODES = ["COUPON_NOT_APPLIED", "COUPON_ALREADY_REDEEMED"] as const;

/** One coupon error code. */
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** The coupon catalogue: texts `error.other.coupon.<segment>`, among the other errors' texts. */
export const COUPON_ERROR_CATALOGUE = errorCatalogue("other.coupon", COUPON_ERROR_CODES, {
  COUPON_NOT_APPLIED: "not.applied",
  COUPON_ALREADY_REDEEMED: "already.redeemed",
} satisfies Record<CouponErrorCode, string>);

/**
 * Whether a code is a coupon error code, spelled as the catalogue spells it.
 *
 * @example isCouponErrorCode("COUPON_ALREADY_REDEEMED") // true
 */
// @__NO_SIDE_EFFECTS__
export function isCouponErrorCode(code: unknown): code is CouponErrorCode {
  return isCatalogueCode(COUPON_ERROR_CATALOGUE, code);
}
