/**
 * Amounts are stored as integers of 1e-8 of a currency unit: enough for crypto's 8 decimals, and
 * integer sums cannot drift the way `0.1 + 0.2` does.
 */
export const MONEY_SCALE = 100_000_000;

/** A currency amount to stored units. */
export function toUnits(amount: number): number {
  return Math.round(amount * MONEY_SCALE);
}

/** Stored units back to a currency amount (at most 8 decimals). */
export function fromUnits(units: number): number {
  return Math.round(units) / MONEY_SCALE;
}
