import { DEFAULT_LOCALE } from "./content-texts";
import { numberFormat } from "./intl-formats";

/**
 * A percentage as the locale writes it, `percent` read as a percentage (`96.5` is 96.5 %), with at
 * most `maximumFractionDigits` decimals (2 by default).
 *
 * @example formatPercent(96.5) // "96.5%"
 * @example formatPercent(96.5, { locale: "de" }) // "96,5 %"
 */
export function formatPercent(
  percent: number,
  options: { locale?: string; maximumFractionDigits?: number } = {},
): string {
  return numberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: "percent",
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  }).format(percent / 100);
}
