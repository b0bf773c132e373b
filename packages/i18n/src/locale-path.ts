// Also its own entry, `@casino/i18n/locale-path`, for browser code that needs the paths without the core.
import { DEFAULT_LOCALE, toLocale, type Locale } from "./locales";

/*
 * The locale lives in the first path segment (`/de/promotions`). The default locale has no
 * prefix (`/promotions` is English): locale detection is off, so an unprefixed path always means
 * the default locale, and `/en/...` is accepted on reading but never written.
 */

function splitFirstSegment(pathname: string): { first: string; rest: string } {
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const end = path.slice(1).search(/[/?#]/);
  if (end === -1) return { first: path.slice(1), rest: "" };
  return { first: path.slice(1, end + 1), rest: path.slice(end + 1) };
}

/**
 * The locale named by the path's first segment, or `undefined` when the path has no prefix.
 *
 * @example getPathLocale("/de/promotions") // "de"
 * @example getPathLocale("/promotions") // undefined
 */
export function getPathLocale(pathname: string): Locale | undefined {
  return toLocale(splitFirstSegment(pathname).first);
}

/**
 * The locale a path is shown in: its prefix, else the default locale.
 *
 * @example localeOfPath("/pt-br/casino") // "pt-BR"
 * @example localeOfPath("/casino") // "en"
 */
export function localeOfPath(pathname: string): Locale {
  return getPathLocale(pathname) ?? DEFAULT_LOCALE;
}

/**
 * The path without its locale prefix, always starting with `/`; query and hash are kept.
 *
 * @example stripLocalePrefix("/de/promotions?modal=calendar") // "/promotions?modal=calendar"
 * @example stripLocalePrefix("/de") // "/"
 */
export function stripLocalePrefix(pathname: string): string {
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const { first, rest } = splitFirstSegment(path);
  if (toLocale(first) === undefined) return path;
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The path shown in `locale`: any existing prefix is replaced; the default locale gets none.
 *
 * @example withLocalePrefix("/promotions", "de") // "/de/promotions"
 * @example withLocalePrefix("/de/promotions", "en") // "/promotions"
 * @example withLocalePrefix("/", "fr") // "/fr"
 */
export function withLocalePrefix(pathname: string, locale: string): string {
  const bare = stripLocalePrefix(pathname);
  const target = toLocale(locale) ?? DEFAULT_LOCALE;
  if (target === DEFAULT_LOCALE) return bare;
  if (bare === "/") return `/${target}`;
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `/${target}${bare.slice(1)}`;
  return `/${target}${bare}`;
}

/**
 * The locale's root page, where go-back lands when there is no history.
 *
 * @example localeRootPath("de") // "/de"
 * @example localeRootPath("en") // "/"
 */
export function localeRootPath(locale: string): string {
  return withLocalePrefix("/", locale);
}
