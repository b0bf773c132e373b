import type { LocaleContent } from "./content-loader";
import type { Texts } from "./texts";
import { EN_TEXTS } from "./texts/en";

/**
 * What a server component hands to `<I18nProvider>`: plain JSON, so it crosses to the client in
 * the page's payload and the browser never fetches the texts again.
 */
export interface I18nProps {
  readonly locale: string;
  /** Only the texts that differ from the static English the client already ships. */
  readonly texts: Record<string, string>;
  /** The back end's `debugShowTranslationKeys`. */
  readonly debugKeys: boolean;
}

// The texts that differ from English, per loaded content: the content loader's cache hands one
// content to every request of its locale, and comparing each of its keys again on every request was
// the largest cost of the texts in a page's server render (docs/performance.md, "What the first paint
// still waits for").
const differingFromEnglish = new WeakMap<LocaleContent, Record<string, string>>();

/**
 * The provider props for loaded content. Texts equal to the static English are left out: the
 * client's translator falls back to them anyway, so the payload carries only what differs. The
 * texts are worked out once per content object and shared by every call with it: read them, never
 * change them.
 *
 * @example
 * const props = toI18nProps(await loadContent("de", hash), settings.debugShowTranslationKeys);
 * // <I18nProvider {...props}>
 */
export function toI18nProps(content: LocaleContent, debugKeys = false, englishTexts: Texts = EN_TEXTS): I18nProps {
  const kept = englishTexts === EN_TEXTS ? differingFromEnglish.get(content) : undefined;
  if (kept !== undefined) return { locale: content.locale, texts: kept, debugKeys };
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(content.texts)) {
    if (englishTexts[key] !== text) texts[key] = text;
  }
  if (englishTexts === EN_TEXTS) differingFromEnglish.set(content, texts);
  return { locale: content.locale, texts, debugKeys };
}
