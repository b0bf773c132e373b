import type { Texts } from "@casino/i18n";

/**
 * The texts the site's frame draws in the browser (header, footer, cookie notice, the error and
 * loading states every page may show): the only keys the layout hands the browser. A page adds its
 * own with `PageTexts`; whatever opens later (menus, modals, a toast) reads the rest of English,
 * loaded after the page (`core/providers/english-fallback.ts`).
 */
export const SHELL_TEXTS = [
  "shell.",
  "cookie.notice.",
  "lobby.search.button",
  "button.",
  "common.",
  "site.unavailable.",
  "error.generic.",
  "not.found.",
] as const;

// Worked out once per English table, locale texts and list of prefixes: each is one object shared by
// every request (the texts are loaded once per locale, the lists are constants), and going through
// every English key on each request was a measurable part of a page's server render
// (docs/performance.md).
const worked = new WeakMap<Texts, WeakMap<Texts, WeakMap<readonly string[], Record<string, string>>>>();

/**
 * The texts of the keys starting with one of `prefixes`: the locale's text where it has one,
 * else the static English. What a provider or a page's scope hands the browser. The same arguments
 * give the same object: read it, never change it.
 *
 * @example
 * textsUnder(EN_TEXTS, { "button.get": "Holen" }, ["button."]) // { "button.get": "Holen", "button.more": "More", ... }
 */
export function textsUnder(english: Texts, locale: Texts, prefixes: readonly string[]): Record<string, string> {
  let byLocale = worked.get(english);
  if (byLocale === undefined) worked.set(english, (byLocale = new WeakMap()));
  let byPrefixes = byLocale.get(locale);
  if (byPrefixes === undefined) byLocale.set(locale, (byPrefixes = new WeakMap()));
  const kept = byPrefixes.get(prefixes);
  if (kept !== undefined) return kept;
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) {
    if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
    // An empty text is an untranslated entry in the back end's editor: English stands in.
    const own = locale[key];
    texts[key] = own === undefined || own === "" ? text : own;
  }
  byPrefixes.set(prefixes, texts);
  return texts;
}
