export { DEFAULT_LOCALE, isLocale, LOCALES } from "./locales";
export type { Locale } from "./locales";
