import { CRYPTO_MAX_DECIMALS, MONEY_DECIMALS } from "../money";

/**
 * Currencies kept to 8 decimals. Every other code is fiat, kept to 2 (see docs/features.md,
 * Money display). A brand whose catalogue flags another code as crypto passes `{ crypto: true }`.
 */
export const CRYPTO_CURRENCY_CODES = [
  "BTC",
  "ETH",
  "USDT",
  "USDC",
  "LTC",
  "BCH",
  "DOGE",
  "TRX",
  "XRP",
  "SOL",
  "BNB",
] as const;

/** Basis points in one whole: a fee of 150 basis points is 1.5 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Whether a currency is crypto: the brand's flag when given, else {@link CRYPTO_CURRENCY_CODES}. */
function isCrypto(currencyCode: string, crypto: boolean | undefined): boolean {
  if (crypto !== undefined) return crypto;
  return (CRYPTO_CURRENCY_CODES as readonly string[]).includes(currencyCode.trim().toUpperCase());
}

/**
 * How many decimals a currency's amounts have: 8 for crypto, 2 for fiat. This is the one table the
 * reference API stores money by and validates amounts with.
 *
 * @example currencyMinorDigits("EUR") // 2
 * @example currencyMinorDigits("BTC") // 8
 * @example currencyMinorDigits("XYZ", { crypto: true }) // 8
 */
// @__NO_SIDE_EFFECTS__
export function currencyMinorDigits(currencyCode: string, options: { crypto?: boolean } = {}): number {
  return isCrypto(currencyCode, options.crypto) ? CRYPTO_MAX_DECIMALS : MONEY_DECIMALS;
}

function assertDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > CRYPTO_MAX_DECIMALS)
    throw new RangeError(`Not a number of decimals: ${String(digits)}`);
}

/**
 * Whether `amount` is written with at most `digits` decimals (so it is a whole number of minor
 * units). A value that only looks close, such as `0.1 + 0.2`, is not.
 *
 * @example fitsMinorDigits(10.01, 2) // true
 * @example fitsMinorDigits(10.001, 2) // false
 */
// @__NO_SIDE_EFFECTS__
export function fitsMinorDigits(amount: number, digits: number): boolean {
  assertDigits(digits);
  if (!Number.isFinite(amount)) return false;
  const units = Math.round(amount * 10 ** digits);
  // An integer divided by a power of ten is the double nearest to the decimal it writes, so the
  // round trip gives `amount` back exactly when `amount` had no more decimals than that.
  return Number.isSafeInteger(units) && units / 10 ** digits === amount;
}

/**
 * An amount as integer minor units of its currency (cents, or 1e-8 of a coin). Throws a
 * `RangeError` for an amount with more decimals than the currency has, `NaN`, an infinity or an
 * amount too large to count exactly: money is never rounded on the way in.
 *
 * @example amountToMinorUnits(19.99, "EUR") // 1999
 * @example amountToMinorUnits(0.00000001, "BTC") // 1
 * @example amountToMinorUnits(10.001, "EUR") // throws RangeError
 */
// @__NO_SIDE_EFFECTS__
export function amountToMinorUnits(amount: number, currencyCode: string, options: { crypto?: boolean } = {}): number {
  const digits = currencyMinorDigits(currencyCode, options);
  if (!fitsMinorDigits(amount, digits))
    throw new RangeError(
      `${String(amount)} ${currencyCode} has more than ${digits} decimals or is not a finite amount`,
    );
  return Math.round(amount * 10 ** digits) || 0;
}

/**
 * Integer minor units back to the decimal amount of the wire (`1999` EUR cents is `19.99`). Throws
 * a `RangeError` for anything but a safe integer.
 *
 * @example minorUnitsToAmount(1999, "EUR") // 19.99
 * @example minorUnitsToAmount(1234567, "BTC") // 0.01234567
 */
// @__NO_SIDE_EFFECTS__
export function minorUnitsToAmount(units: number, currencyCode: string, options: { crypto?: boolean } = {}): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of minor units: ${String(units)}`);
  return units / 10 ** currencyMinorDigits(currencyCode, options) || 0;
}

/**
 * `units × multiplier ÷ divisor` in exact integer arithmetic, rounded half away from zero to whole
 * minor units: the one rounding money computations in minor units go through (fees, conversions
 * at a rate, a percentage of an amount). All three must be safe integers and the divisor above 0.
 *
 * @example scaleMinorUnits(1001, 1, 2) // 501 (500.5 rounds up)
 * @example scaleMinorUnits(-1001, 1, 2) // -501
 */
// @__NO_SIDE_EFFECTS__
export function scaleMinorUnits(units: number, multiplier: number, divisor: number): number {
  for (const value of [units, multiplier, divisor])
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  if (divisor <= 0) throw new RangeError(`The divisor must be above 0, got ${String(divisor)}`);
  const product = BigInt(units) * BigInt(multiplier);
  const magnitude = product < 0n ? -product : product;
  const quotient = (magnitude * 2n + BigInt(divisor)) / (2n * BigInt(divisor));
  const result = Number(product < 0n ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError("The result is too large to count in minor units");
  return result || 0;
}

/**
 * A share of an amount in basis points (hundredths of a percent), in whole minor units rounded
 * half away from zero: a 1 % fee on 0.00012345 BTC (12345 units) is 123 units.
 *
 * @example basisPointsOf(12345, 100) // 123
 * @example basisPointsOf(1999, 1000) // 200 (10 % of 19.99 is 1.999, rounded to 2.00)
 */
// @__NO_SIDE_EFFECTS__
export function basisPointsOf(units: number, basisPoints: number): number {
  return scaleMinorUnits(units, basisPoints, BASIS_POINTS_PER_WHOLE);
}
