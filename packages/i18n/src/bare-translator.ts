// The translator without the static English: its own module, so that a bundle using it (the React
// bindings) never reaches the English table (see translator.ts for the one that falls back to it).
import { fillPlaceholders } from "./placeholders";
import type { AnyTextKey } from "./text-key";
import type { Texts, TextValues } from "./texts";

/**
 * Translates a message key, filling `[NAME]`/`{NAME}` placeholders from `values`. The key is one of
 * the English table's (`t("button.get")`; a wrong one fails `tsc`) or one built at run time and
 * marked with `dynamicTextKey()`.
 */
export type Translate = (key: AnyTextKey, values?: TextValues) => string;

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

/** Options of {@link createBareTranslator}. */
export interface BareTranslatorOptions {
  /** The locale's texts, e.g. from the back end; looked up first. */
  texts?: Record<string, string>;
  /** The back end's `debugShowTranslationKeys` setting: every call returns its key. */
  debugKeys?: boolean;
  /** Development build: a missing key shows as {@link missingTextMarker}. Defaults to `NODE_ENV !== "production"`. */
  dev?: boolean;
  /** Read at every call, so a fallback that arrives later (the browser's English, loaded after the page) counts at once. */
  fallback?: () => Texts;
}

/**
 * `createTranslator` without the static English: it reads `texts`, then whatever `fallback()`
 * gives, and nothing else. What the React bindings use, so a browser bundle carries only the texts
 * a page hands it (`EN_TEXTS` stays out of it unless the app imports it).
 *
 * @example
 * const t = createBareTranslator({ texts: { "button.get": "Get" }, dev: false });
 * t("button.more") // "button.more" (no fallback given)
 */
export function createBareTranslator(options: BareTranslatorOptions = {}): Translate {
  const { texts, fallback, debugKeys = false, dev = isDevelopmentBuild() } = options;
  return (key, values) => {
    if (debugKeys) return key;
    const text = lookUp(texts, key) ?? (fallback === undefined ? undefined : lookUp(fallback(), key));
    if (text === undefined) return dev ? missingTextMarker(key) : key;
    return fillPlaceholders(text, values);
  };
}
