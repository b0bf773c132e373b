import {
  amountToMinorUnits,
  fitsMinorDigits,
  currencyMinorDigits,
  minorUnitsToAmount,
  scaleMinorUnits,
} from "@casino/domain";
import { ApiFailure } from "./http/api-failure.ts";

/*
 * Money is stored and computed in integer minor units of the player's currency (cents for fiat,
 * 1e-8 for crypto: the domain's `currencyMinorDigits`), and written as decimal numbers on the
 * wire, as the spec's calls carry them. These are the two edges (see the README, "Money").
 */

/**
 * A wire amount in minor units of `currencyCode`, or a 400 naming `field` when it has more
 * decimals than the currency (a tenth of a cent, a ninth crypto decimal) or is not finite.
 */
export function minorUnitsOf(amount: number, currencyCode: string, field = "amount"): number {
  if (!fitsMinorDigits(amount, currencyMinorDigits(currencyCode)))
    throw new ApiFailure(
      400,
      "VALIDATION_ERROR",
      `${field}: ${String(amount)} ${currencyCode} has more than ${String(currencyMinorDigits(currencyCode))} decimals`,
      { issues: [{ field, message: "form.validation.invalid.format" }] },
    );
  return amountToMinorUnits(amount, currencyCode);
}

/** Minor units of `currencyCode` as the wire's decimal amount. */
export function wireAmount(units: number, currencyCode: string): number {
  return minorUnitsToAmount(units, currencyCode);
}

/**
 * Minor units times a factor the catalogue writes as a decimal (a wagering multiplier of 35, a
 * cashback share of 0.1), taken to 4 decimals and rounded half away from zero once.
 */
export function multiplyMinorUnits(units: number, factor: number): number {
  return scaleMinorUnits(units, Math.round(factor * 10_000), 10_000);
}
