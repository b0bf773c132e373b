// Building an Intl format costs about as much as formatting a hundred values with one: a number
// format on each of a lobby's hundred tiles, a date format with a time zone on each render of a
// break or limit card (docs/performance.md, "What a lobby costs the main thread" and "One date
// format per locale and options"). One per locale and options is kept. The keys come from the
// code's own option sets, the served locales and the player's zone, so each map stays small.

/** `make`, remembered: one result per locale and options. */
function keptPerLocaleAndOptions<Options, Format>(
  make: (locale: string, options: Options) => Format,
): (locale: string, options: Options) => Format {
  const made = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = made.get(key);
    if (format === undefined) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormats = keptPerLocaleAndOptions(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateTimeFormats = keptPerLocaleAndOptions(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * The `Intl.NumberFormat` for `locale` and `options`, made once and reused.
 *
 * @example numberFormat("de", { style: "percent" }).format(0.5) // "50 %"
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(locale, options);
}

/**
 * The `Intl.DateTimeFormat` for `locale` and `options` (a `timeZone` among them), made once and reused.
 *
 * @example dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(0)) // "January 1, 1970"
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return dateTimeFormats(locale, options);
}
