/** The product's default and fallback locale (spec 000 §9). Locale detection is off. */
export const DEFAULT_LOCALE = "en";

/** Locales the site serves; texts for each come from the back end. */
export const LOCALES = ["en", "de", "fr", "es", "pt", "it", "tr"] as const;

export type Locale = (typeof LOCALES)[number];

/** Whether `value` is one of the served locales. */
export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}
