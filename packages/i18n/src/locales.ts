/**
 * The product's default locale and the English fallback. Locale detection is off:
 * a visitor gets this locale unless the path names another one.
 */
export const DEFAULT_LOCALE = "en";

/**
 * Every locale the site serves: `en` first, then the 36 others ("about 36 other
 * locales"). The set covers the markets an international casino brand usually serves: Europe,
 * the CIS and Caucasus, Turkey, the Arab world, South and East Asia, and Brazil. Texts for each
 * come from the back end (`/api/core/casino/locales/{locale}.json`); adding a locale is one line.
 * Codes are BCP 47 tags as the back end names its files (`pt-BR.json`).
 */
export const LOCALES = [
  "en", // English
  "de", // German
  "fr", // French
  "es", // Spanish
  "it", // Italian
  "pt", // Portuguese (Portugal)
  "pt-BR", // Portuguese (Brazil)
  "nl", // Dutch
  "sv", // Swedish
  "no", // Norwegian
  "da", // Danish
  "fi", // Finnish
  "pl", // Polish
  "cs", // Czech
  "sk", // Slovak
  "hu", // Hungarian
  "ro", // Romanian
  "bg", // Bulgarian
  "el", // Greek
  "hr", // Croatian
  "sl", // Slovenian
  "et", // Estonian
  "lv", // Latvian
  "lt", // Lithuanian
  "ru", // Russian
  "uk", // Ukrainian
  "kk", // Kazakh
  "az", // Azerbaijani
  "tr", // Turkish
  "ar", // Arabic
  "hi", // Hindi
  "ja", // Japanese
  "ko", // Korean
  "zh", // Chinese (Simplified)
  "th", // Thai
  "vi", // Vietnamese
  "id", // Indonesian
] as const;

/** One of the served locales. */
export type Locale = (typeof LOCALES)[number];

/**
 * Whether `value` is exactly one of the served locale codes.
 *
 * @example isLocale("pt-BR") // true
 */
export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/**
 * The served locale `value` names, ignoring case and `_` for `-` (`pt_br` gives `pt-BR`), or
 * `undefined` when the site does not serve it.
 *
 * @example toLocale("PT_br") // "pt-BR"
 */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (value == null) return undefined;
  const wanted = value.replace(/_/g, "-").toLowerCase();
  // A scan of 37 codes, rather than a lookup table built at import, keeps the module free of
  // side effects so a bundle that uses only `t()` can drop it.
  return LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * The served locale `value` names, else the default locale.
 *
 * @example resolveLocale("xx") // "en"
 */
export function resolveLocale(value: string | null | undefined): Locale {
  return toLocale(value) ?? DEFAULT_LOCALE;
}

/**
 * Whether the locale is written right to left (the page sets `dir` from it).
 *
 * @example localeDirection("ar") // "rtl"
 */
export function localeDirection(locale: string): "ltr" | "rtl" {
  return /^(ar|he|fa|ur)(-|$)/i.test(locale) ? "rtl" : "ltr";
}
