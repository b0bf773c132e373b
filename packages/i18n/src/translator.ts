import { createBareTranslator, type Translate } from "./bare-translator";
import { EN_TEXTS } from "./texts/en";

export { createBareTranslator, missingTextMarker } from "./bare-translator";
export type { BareTranslatorOptions, Translate } from "./bare-translator";

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** The locale's texts, e.g. from the back end; looked up first. */
  texts?: Record<string, string>;
  /** Looked up key by key when `texts` lacks a key. Defaults to the static English texts. */
  fallback?: Record<string, string>;
  /** The back end's `debugShowTranslationKeys` setting: every call returns its key. */
  debugKeys?: boolean;
  /** Development build: a missing key shows as `missingTextMarker`. Defaults to `NODE_ENV !== "production"`. */
  dev?: boolean;
}

/**
 * A `t(key, values?)` reading `texts`, then `fallback` (static English by default), key by key.
 * A missing key gives the key itself in production and a visible marker in development; with
 * `debugKeys` every key gives itself, so editors can see which key a text comes from.
 *
 * @example
 * const t = createTranslator({ texts: { "rakeback.claim.text": "Du hast [AA] erhalten." } });
 * t("rakeback.claim.text", { AA: "10.00 EUR" }) // "Du hast 10.00 EUR erhalten."
 * t("button.get") // "Get" (English fallback)
 */
export function createTranslator(options: TranslatorOptions = {}): Translate {
  const { fallback = EN_TEXTS, ...rest } = options;
  return createBareTranslator({ ...rest, fallback: () => fallback });
}
