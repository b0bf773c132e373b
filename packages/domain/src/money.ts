import { DEFAULT_LOCALE } from "./content-texts";
import { numberFormat } from "./intl-formats";

/** Decimals shown for fiat amounts. */
export const MONEY_DECIMALS = 2;

/** Most decimals shown for crypto amounts. */
export const CRYPTO_MAX_DECIMALS = 8;

/** How an amount is shown: fiat with 2 decimals, crypto with 2 up to 8. */
export interface MoneyFormatOptions {
  /** Crypto amounts show up to {@link CRYPTO_MAX_DECIMALS} decimals (trailing zeros past the second dropped). */
  crypto?: boolean;
  /** A BCP 47 locale for separators and symbol placement; default `en`. */
  locale?: string;
}

// Any three-letter code is well formed for Intl (BTC, ETH work); longer codes such as USDT are not.
const INTL_CURRENCY_CODE = /^[A-Za-z]{3}$/;

function assertFinite(amount: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${String(amount)}`);
}

function fractionDigits(crypto: boolean | undefined): { minimumFractionDigits: number; maximumFractionDigits: number } {
  return {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: crypto === true ? CRYPTO_MAX_DECIMALS : MONEY_DECIMALS,
  };
}

/**
 * Formats an amount without its currency: 2 decimals, up to 8 for crypto, grouped for `locale`.
 * Negative zero and amounts that round to zero show no minus sign.
 *
 * @example formatAmount(1234.5) // "1,234.50"
 * @example formatAmount(0.00012345, { crypto: true }) // "0.00012345"
 */
export function formatAmount(amount: number, options: MoneyFormatOptions = {}): string {
  assertFinite(amount);
  return numberFormat(options.locale ?? DEFAULT_LOCALE, {
    ...fractionDigits(options.crypto),
    signDisplay: "negative",
  }).format(amount);
}

/**
 * Formats an amount with its currency for display: 2 decimals, up to 8 for crypto.
 * ISO-style three-letter codes use the locale's currency format (`€1,234.50`); codes Intl cannot
 * format (such as `USDT`) are written after the number (`12.5 USDT`). Throws a `RangeError` for
 * `NaN` or infinite amounts, which would otherwise show as a wrong balance.
 *
 * @example formatMoney(1234.5, "EUR") // "€1,234.50"
 * @example formatMoney(0.1, "BTC", { crypto: true }) // "BTC 0.10"
 * @example formatMoney(1234.5, "EUR", { locale: "de" }) // "1.234,50 €"
 */
export function formatMoney(amount: number, currencyCode: string, options: MoneyFormatOptions = {}): string {
  assertFinite(amount);
  const code = currencyCode.trim().toUpperCase();
  if (!INTL_CURRENCY_CODE.test(code)) {
    const number = formatAmount(amount, options);
    return code === "" ? number : `${number} ${code}`;
  }
  return numberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    ...fractionDigits(options.crypto),
    signDisplay: "negative",
  }).format(amount);
}

/**
 * Converts an amount to integer minor units (cents for 2 decimals, satoshi-like units for 8),
 * rounding half away from zero. The product is rounded to 15 significant digits first so
 * `1.005` becomes 101 cents, as a player reading "1.005" expects, not 100.
 *
 * @example toMinorUnits(19.99) // 1999
 * @example toMinorUnits(0.00000001, 8) // 1
 */
export function toMinorUnits(amount: number, decimals: number = MONEY_DECIMALS): number {
  assertFinite(amount);
  const scaled = Number((amount * 10 ** decimals).toPrecision(15));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) || 0;
}

/**
 * Converts integer minor units back to an amount.
 *
 * @example fromMinorUnits(1999) // 19.99
 */
export function fromMinorUnits(minorUnits: number, decimals: number = MONEY_DECIMALS): number {
  assertFinite(minorUnits);
  // Dividing an integer by a power of ten gives the closest double to the decimal amount.
  return Math.round(minorUnits) / 10 ** decimals || 0;
}

/**
 * Adds amounts in integer minor units, so `0.1 + 0.2` is `0.3`, not `0.30000000000000004`.
 *
 * @example sumMoney([0.1, 0.2]) // 0.3
 * @example sumMoney([0.00000001, 0.00000002], 8) // 0.00000003
 */
export function sumMoney(amounts: readonly number[], decimals: number = MONEY_DECIMALS): number {
  let total = 0;
  for (const amount of amounts) total += toMinorUnits(amount, decimals);
  return fromMinorUnits(total, decimals);
}

/**
 * Multiplies an amount by a percentage (`10` means 10 %) and rounds to whole minor units,
 * half away from zero. The percentage is taken to hundredths of a percent.
 *
 * @example percentOf(123.45, 10) // 12.35
 * @example percentOf(80, 12.5) // 10
 */
export function percentOf(amount: number, percent: number, decimals: number = MONEY_DECIMALS): number {
  assertFinite(percent);
  const minor = toMinorUnits(amount, decimals);
  const hundredthsOfPercent = Math.round(percent * 100);
  // Both factors are integers, so the product is exact; only the final division rounds.
  const product = minor * hundredthsOfPercent;
  const result = Math.sign(product) * Math.round(Math.abs(product) / 10_000);
  return fromMinorUnits(result, decimals);
}
