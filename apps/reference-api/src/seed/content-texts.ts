import { DE_CONTENT_TEXTS } from "./texts/de.ts";
import { EN_CONTENT_TEXTS } from "./texts/en.ts";
import { ES_CONTENT_TEXTS } from "./texts/es.ts";

/**
 * Content texts by locale. Every locale carries every key: untranslated keys are served in
 * English, as a brand's back end serves its default-language text.
 */
export const SEED_CONTENT_TEXTS: Record<string, Record<string, string>> = {
  en: EN_CONTENT_TEXTS,
  de: { ...EN_CONTENT_TEXTS, ...DE_CONTENT_TEXTS },
  es: { ...EN_CONTENT_TEXTS, ...ES_CONTENT_TEXTS },
};
