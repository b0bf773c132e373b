/**
 * A language's name in itself ("Deutsch", "Español", "日本語"), from the runtime's own data, with
 * the first letter raised as the language writes it; the code itself where the runtime has none.
 *
 * @example languageName("es") // "Español"
 */
export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
