// One name per language for the process's life: the runtime's data does not change, and the
// language menu asks for every language on every page (an `Intl.DisplayNames` made per name and
// request was a measurable part of a server render; docs/performance.md).
const names = new Map<string, string>();
// A site serves a handful of languages; a caller passing anything else is not allowed to grow the map.
const MAX_NAMES = 256;

/**
 * A language's name in itself ("Deutsch", "Español", "日本語"), from the runtime's own data, with
 * the first letter raised as the language writes it; the code itself where the runtime has none.
 *
 * @example languageName("es") // "Español"
 */
export function languageName(locale: string): string {
  const known = names.get(locale);
  if (known !== undefined) return known;
  let name = locale;
  try {
    const own = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    name = own.charAt(0).toLocaleUpperCase(locale) + own.slice(1);
  } catch {
    // A code the runtime cannot read stays as it is.
  }
  if (names.size < MAX_NAMES) names.set(locale, name);
  return name;
}
