import type { DepositErrorCode } from "./deposit-errors";
import type { AmountRange } from "./validation/amount";

/** Amount presets of the deposit form. */
export const DEPOSIT_AMOUNT_PRESETS: readonly number[] = [25, 50, 100];

/** Amount the deposit stepper starts from. */
export const DEPOSIT_AMOUNT_DEFAULT = 25;

/** Deposit stepper step below {@link DEPOSIT_AMOUNT_LARGE_STEP_FROM}. */
export const DEPOSIT_AMOUNT_SMALL_STEP = 1;

/** Deposit stepper step from {@link DEPOSIT_AMOUNT_LARGE_STEP_FROM} up. */
export const DEPOSIT_AMOUNT_LARGE_STEP = 5;

/** Amount from which the deposit stepper moves in large steps. */
export const DEPOSIT_AMOUNT_LARGE_STEP_FROM = 30;

/** Shortest phone number a deposit accepts, in characters; shorter gives PHONE_ERROR. */
export const DEPOSIT_PHONE_MIN_LENGTH_CHARS = 6;

/** Smallest other-methods deposit in TRY. */
export const OTHER_METHODS_DEPOSIT_MIN_TRY = 5;

/** Largest other-methods deposit in TRY. */
export const OTHER_METHODS_DEPOSIT_MAX_TRY = 100_000;

/** The provider's amount range for the chosen method; either end may be unknown. */
export type DepositAmountRange = AmountRange;

/**
 * The stepper's step at an amount: 1 below 30, 5 from 30.
 *
 * @example depositAmountStep(29) // 1
 * @example depositAmountStep(30) // 5
 */
// @__NO_SIDE_EFFECTS__
export function depositAmountStep(amount: number): number {
  return amount < DEPOSIT_AMOUNT_LARGE_STEP_FROM ? DEPOSIT_AMOUNT_SMALL_STEP : DEPOSIT_AMOUNT_LARGE_STEP;
}

/**
 * The amount after one press of the stepper's plus or minus. Going up: +1 below 30, then to the
 * next multiple of 5. Going down: to the previous multiple of 5 above 30, then −1, so 35 → 30 →
 * 29 and 29 → 30 → 35. A typed odd amount snaps to the grid (32 goes up to 35, down to 30).
 * The result stays within the provider's range and never goes below one small step.
 *
 * @example stepDepositAmount(29, "up") // 30
 * @example stepDepositAmount(30, "up") // 35
 * @example stepDepositAmount(30, "down") // 29
 */
// @__NO_SIDE_EFFECTS__
export function stepDepositAmount(amount: number, direction: "up" | "down", range: DepositAmountRange = {}): number {
  const current = Number.isFinite(amount) ? amount : 0;
  let next: number;
  if (direction === "up") {
    next =
      current < DEPOSIT_AMOUNT_LARGE_STEP_FROM
        ? Math.floor(current) + DEPOSIT_AMOUNT_SMALL_STEP
        : (Math.floor(current / DEPOSIT_AMOUNT_LARGE_STEP) + 1) * DEPOSIT_AMOUNT_LARGE_STEP;
  } else {
    next =
      current > DEPOSIT_AMOUNT_LARGE_STEP_FROM
        ? (Math.ceil(current / DEPOSIT_AMOUNT_LARGE_STEP) - 1) * DEPOSIT_AMOUNT_LARGE_STEP
        : Math.ceil(current) - DEPOSIT_AMOUNT_SMALL_STEP;
  }
  const lowest = Math.max(range.min ?? DEPOSIT_AMOUNT_SMALL_STEP, DEPOSIT_AMOUNT_SMALL_STEP);
  const highest = range.max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(next, lowest), Math.max(highest, lowest));
}

/**
 * The deposit error code an amount earns before it is sent, or `null`: AMOUNT_BELOW_ZERO unless
 * it is above 0, PAYMENT_PROVIDER_LIMIT_THRESHOLD outside the provider's min and max (both
 * inclusive).
 *
 * @example validateDepositAmount(0) // "AMOUNT_BELOW_ZERO"
 * @example validateDepositAmount(5, { min: 10, max: 500 }) // "PAYMENT_PROVIDER_LIMIT_THRESHOLD"
 * @example validateDepositAmount(10, { min: 10, max: 500 }) // null
 */
// @__NO_SIDE_EFFECTS__
export function validateDepositAmount(
  amount: number | null | undefined,
  range: DepositAmountRange = {},
): DepositErrorCode | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return "AMOUNT_BELOW_ZERO";
  if (range.min != null && amount < range.min) return "PAYMENT_PROVIDER_LIMIT_THRESHOLD";
  if (range.max != null && amount > range.max) return "PAYMENT_PROVIDER_LIMIT_THRESHOLD";
  return null;
}

/**
 * PHONE_ERROR when a method that needs a phone gets one shorter than 6 characters, else `null`.
 *
 * @example validateDepositPhone("12345") // "PHONE_ERROR"
 */
// @__NO_SIDE_EFFECTS__
export function validateDepositPhone(phone: string | null | undefined): DepositErrorCode | null {
  return [...(phone?.trim() ?? "")].length < DEPOSIT_PHONE_MIN_LENGTH_CHARS ? "PHONE_ERROR" : null;
}

/**
 * Every check a deposit request passes before it is sent: the amount, then the phone when the
 * method asks for one. Returns the first failing deposit error code, or `null`.
 *
 * @example depositRequestError({ amount: 50, range: { min: 10, max: 500 }, phone: "98765", phoneRequired: true }) // "PHONE_ERROR"
 */
// @__NO_SIDE_EFFECTS__
export function depositRequestError(request: {
  amount: number | null | undefined;
  range?: DepositAmountRange;
  phone?: string | null;
  phoneRequired?: boolean;
}): DepositErrorCode | null {
  return (
    validateDepositAmount(request.amount, request.range) ??
    (request.phoneRequired === true ? validateDepositPhone(request.phone) : null)
  );
}

/**
 * The amount range of a method: the provider's own `min`/`max` when it sends them, else for
 * other (carouseller) methods in TRY the spec's 5 to 100,000, else no bound.
 *
 * @example depositAmountRange({}, { kind: "carouseller", currencyCode: "try" }) // { min: 5, max: 100000 }
 */
// @__NO_SIDE_EFFECTS__
export function depositAmountRange(
  provider: DepositAmountRange | null | undefined,
  context: { kind: "card-form" | "carouseller"; currencyCode?: string | null },
): DepositAmountRange {
  const otherMethodsInTry = context.kind === "carouseller" && context.currencyCode?.trim().toUpperCase() === "TRY";
  return {
    min: provider?.min ?? (otherMethodsInTry ? OTHER_METHODS_DEPOSIT_MIN_TRY : null),
    max: provider?.max ?? (otherMethodsInTry ? OTHER_METHODS_DEPOSIT_MAX_TRY : null),
  };
}
