export { DEFAULT_LOCALE, isLocale, LOCALES, localeDirection, resolveLocale, toLocale } from "./locales";
export type { Locale } from "./locales";
export { getPathLocale, localeOfPath, localeRootPath, stripLocalePrefix, withLocalePrefix } from "./locale-path";
export { EN_TEXTS } from "./texts/en";
export type { TextKey } from "./texts/en";
export { dynamicTextKey } from "./text-key";
export type { AnyTextKey, DynamicTextKey } from "./text-key";
export type { Texts, TextValues } from "./texts";
export { fillPlaceholders } from "./placeholders";
export { createBareTranslator, createTranslator, missingTextMarker } from "./translator";
export type { BareTranslatorOptions, Translate, TranslatorOptions } from "./translator";
export { DEFAULT_CONTENT_PREFIXES, splitContent } from "./content-format";
export type { ContentPrefixes, SplitContent } from "./content-format";
export { CONTENT_CACHE_MAX_ENTRIES, CONTENT_CACHE_TTL_MS, contentCacheKey, createContentCache } from "./content-cache";
export type { ContentCache, ContentCacheOptions } from "./content-cache";
export { createContentLoader, mergeTexts } from "./content-loader";
export type {
  ContentLoader,
  ContentLoaderOptions,
  ContentLoadProblem,
  LocaleContent,
  LocaleDocumentLoader,
} from "./content-loader";
export { toI18nProps } from "./i18n-props";
export type { I18nProps } from "./i18n-props";
