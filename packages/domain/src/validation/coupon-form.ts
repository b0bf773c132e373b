import { maxLength, nonEmpty, object, pipe, string, trim, type InferOutput } from "valibot";
import { VALIDATION_MESSAGES } from "./messages";

/** Longest coupon code the form accepts, in characters (longer text is a paste gone wrong). */
export const COUPON_CODE_MAX_LENGTH_CHARS = 64;

/**
 * The coupon form (bonuses page and cashier): one code, trimmed, required and at most
 * {@link COUPON_CODE_MAX_LENGTH_CHARS} characters. Issue messages are the message keys.
 *
 * @example v.safeParse(couponFormSchema, { couponCode: " SPRING25 " }).output // { couponCode: "SPRING25" }
 */
export const couponFormSchema = object(
  {
    couponCode: pipe(
      string(VALIDATION_MESSAGES.required),
      trim(),
      nonEmpty(VALIDATION_MESSAGES.required),
      maxLength(COUPON_CODE_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
    ),
  },
  VALIDATION_MESSAGES.required,
);

/** What the coupon form sends. */
export type CouponFormValues = InferOutput<typeof couponFormSchema>;
