import { check, custom, pipe, transform } from "valibot";
import { VALIDATION_MESSAGES } from "./messages";

/** The accepted range of an amount field; either end may be unknown. Both ends are inclusive. */
export interface AmountRange {
  min?: number | null;
  max?: number | null;
}

function toAmount(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return null;
  // Inputs in many locales type a decimal comma.
  const parsed = Number(value.trim().replace(",", "."));
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

/**
 * The message key for an amount field (a number or the text typed), or `null`: required when
 * empty, `invalid.amount` unless above 0, `invalid.amount.range` outside the range.
 *
 * @example validateAmount("", {}) // "form.validation.invalid.required"
 * @example validateAmount("0", {}) // "form.validation.invalid.amount"
 * @example validateAmount(5, { min: 10 }) // "form.validation.invalid.amount.range"
 */
// @__NO_SIDE_EFFECTS__
export function validateAmount(value: unknown, range: AmountRange = {}): string | null {
  const amount = toAmount(value);
  if (amount === null) return VALIDATION_MESSAGES.required;
  if (!Number.isFinite(amount) || amount <= 0) return VALIDATION_MESSAGES.amount;
  if ((range.min != null && amount < range.min) || (range.max != null && amount > range.max))
    return VALIDATION_MESSAGES.amountRange;
  return null;
}

/**
 * An amount field as a valibot schema: accepts a number or the typed text and outputs the number.
 *
 * @example v.parse(amountSchema({ min: 10, max: 500 }), "25,5") // 25.5
 */
// @__NO_SIDE_EFFECTS__
export function amountSchema(range: AmountRange = {}) {
  return pipe(
    custom<number | string>(
      (value) => typeof value === "number" || typeof value === "string",
      VALIDATION_MESSAGES.required,
    ),
    check(
      (value) => validateAmount(value, range) === null,
      (issue) => validateAmount(issue.input, range) ?? VALIDATION_MESSAGES.format,
    ),
    transform((value) => toAmount(value) ?? 0),
  );
}
