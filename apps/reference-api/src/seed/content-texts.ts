import { EN_TEXTS } from "@casino/i18n";
import { DE_CONTENT_TEXTS } from "./texts/de.ts";
import { ES_CONTENT_TEXTS } from "./texts/es.ts";

/**
 * Content texts by locale, served at `/api/core/casino/locales/{locale}.json`. English is
 * `@casino/i18n`'s own texts (a declared dependency, so the build graph sees it); German and
 * Spanish are this brand's translations of every one of its keys.
 */
export const SEED_CONTENT_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: EN_TEXTS,
  de: DE_CONTENT_TEXTS,
  es: ES_CONTENT_TEXTS,
};
