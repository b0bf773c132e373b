import { DEFAULT_LOCALE } from "./content-texts";

// Building an Intl.NumberFormat costs about as much as formatting a hundred numbers with one, and
// a lobby formats a number on each of its hundred tiles at every render; one per locale and
// options is kept. The keys come from the code's own option sets and the served locales, so the
// map stays small (docs/performance.md, "What a lobby costs the main thread").
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` for `locale` and `options`, made once and reused.
 *
 * @example numberFormat("de", { style: "percent" }).format(0.5) // "50 %"
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

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
