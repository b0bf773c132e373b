import { fillPlaceholders } from "./placeholders";
import type { Texts, TextValues } from "./texts";
import type { AnyTextKey } from "./text-key";
import { EN_TEXTS } from "./texts/en";

/**
 * Translates a message key, filling `[NAME]`/`{NAME}` placeholders from `values`. The key is one of
 * the English table's (`t("button.get")`; a wrong one fails `tsc`) or one built at run time and
 * marked with `dynamicTextKey()`.
 */
export type Translate = (key: AnyTextKey, values?: TextValues) => string;

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** The locale's texts, e.g. from the back end; looked up first. */
  texts?: Record<string, string>;
  /** Looked up key by key when `texts` lacks a key. Defaults to the static English texts. */
  fallback?: Record<string, string>;
  /** The back end's `debugShowTranslationKeys` setting: every call returns its key. */
  debugKeys?: boolean;
  /** Development build: a missing key shows as {@link missingTextMarker}. Defaults to `NODE_ENV !== "production"`. */
  dev?: boolean;
}

/**
 * What a missing key shows in development, so it stands out on the page.
 *
 * @example missingTextMarker("modal.x.title") // "⚠ missing text: modal.x.title"
 */
export function missingTextMarker(key: string): string {
  return `⚠ missing text: ${key}`;
}

function isDevelopmentBuild(): boolean {
  // Bundlers replace `process.env.NODE_ENV` with a literal; where nothing does and there is no
  // `process` (a plain browser), reading it throws and we behave as production.
  try {
    return process.env.NODE_ENV !== "production";
  } catch {
    return false;
  }
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  if (texts === undefined || !Object.hasOwn(texts, key)) return undefined;
  // An empty text is an untranslated entry in the back end's editor: fall through to the next source.
  const text = texts[key];
  return text === "" ? undefined : text;
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
  const { texts, fallback = EN_TEXTS, debugKeys = false, dev = isDevelopmentBuild() } = options;
  return (key, values) => {
    if (debugKeys) return key;
    const text = lookUp(texts, key) ?? lookUp(fallback, key);
    if (text === undefined) return dev ? missingTextMarker(key) : key;
    return fillPlaceholders(text, values);
  };
}
