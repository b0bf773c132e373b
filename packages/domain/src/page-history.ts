import { DEFAULT_LOCALE } from "./content-texts";

/** Delay between a route change and its PAGE_VIEW event. */
export const PAGE_VIEW_DELAY_MS = 300;

/** Pages kept for go-back. */
export const PAGE_HISTORY_MAX_ENTRIES = 5;

/**
 * The page history after visiting `path`: the path is appended and only the last 5
 * pages are kept. Visiting the page already on top (a re-render, a query-only change handled by
 * the caller) adds nothing. The current page is the last entry.
 *
 * @example pushPageHistory(["/", "/casino"], "/promotions") // ["/", "/casino", "/promotions"]
 */
export function pushPageHistory(history: readonly string[], path: string): string[] {
  if (history.at(-1) === path) return [...history].slice(-PAGE_HISTORY_MAX_ENTRIES);
  return [...history, path].slice(-PAGE_HISTORY_MAX_ENTRIES);
}

/**
 * The root of a locale: `/` for the default locale (it has no prefix), `/<locale>` otherwise,
 * the prefix written in lower case as in `/pt-br`.
 *
 * @example localeRootPath("en") // "/"
 * @example localeRootPath("pt-BR") // "/pt-br"
 */
export function localeRootPath(locale: string | null | undefined, defaultLocale: string = DEFAULT_LOCALE): string {
  const normalised = (locale ?? "").trim().toLowerCase();
  return normalised === "" || normalised === defaultLocale.toLowerCase() ? "/" : `/${normalised}`;
}

/**
 * Go-back: the page before the current one, and the history without the current
 * page; with no earlier page it falls to the locale root.
 *
 * @example goBack(["/", "/casino"], "de") // { target: "/", history: ["/"] }
 * @example goBack(["/casino"], "de") // { target: "/de", history: [] }
 */
export function goBack(
  history: readonly string[],
  locale: string | null | undefined,
  defaultLocale: string = DEFAULT_LOCALE,
): { target: string; history: string[] } {
  const remaining = history.slice(0, -1);
  const previous = remaining.at(-1);
  return previous === undefined
    ? { target: localeRootPath(locale, defaultLocale), history: [] }
    : { target: previous, history: remaining };
}
