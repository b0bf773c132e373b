export { DEFAULT_LOCALE, isLocale, LOCALES, localeDirection, resolveLocale, toLocale } from "./locales";
export type { Locale } from "./locales";
export { getPathLocale, localeOfPath, localeRootPath, stripLocalePrefix, withLocalePrefix } from "./locale-path";
export { EN_TEXTS } from "./texts/en";
export type { Texts, TextValues } from "./texts";
export { fillPlaceholders } from "./placeholders";
export { createTranslator, missingTextMarker } from "./translator";
export type { Translate, TranslatorOptions } from "./translator";
