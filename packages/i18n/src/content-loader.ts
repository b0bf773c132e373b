import { contentCacheKey, createContentCache, type ContentCache } from "./content-cache";
import { DEFAULT_CONTENT_PREFIXES, splitContent, type ContentPrefixes, type SplitContent } from "./content-format";
import { DEFAULT_LOCALE, resolveLocale, type Locale } from "./locales";
import type { Texts } from "./texts";
import { EN_TEXTS } from "./texts/en";

/**
 * The part of `fetch` the loader uses. The global `fetch` fits, and so does a wrapper that adds
 * the call conventions (the app passes one from its API client; this package imports none).
 */
export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** One locale's content, ready to use: every text with its fallbacks applied. */
export interface LocaleContent {
  /** The locale the content is for. */
  readonly locale: Locale;
  /** Every text: the back end's, else the static texts of the locale, else English, key by key. */
  readonly texts: Texts;
  /** The back end's structured entries (`object.` prefix). */
  readonly objects: SplitContent["objects"];
  /** The back end's lists (`array.` prefix). */
  readonly arrays: SplitContent["arrays"];
  /** `backend` when the document loaded; `static` when it failed and only shipped texts are used. */
  readonly source: "backend" | "static";
}

/** Loads one locale's content; never rejects. */
export type ContentLoader = (locale: string, cacheControlHash?: string) => Promise<LocaleContent>;

/** Options of {@link createContentLoader}. */
export interface ContentLoaderOptions {
  /** How to fetch: the global `fetch` or the app's wrapper. */
  fetch: FetchLike;
  /** Where the back end's `/api/core` paths live, e.g. `https://core.brand.example`. */
  baseUrl: string;
  /** Shared across requests; defaults to a new 5-minute, 50-entry cache. `null` turns caching off. */
  cache?: ContentCache<LocaleContent> | null;
  /** Static texts per locale shipped by the brand; consulted after the back end, before English. */
  staticTexts?: Readonly<Partial<Record<string, Texts>>>;
  /** The last fallback. Defaults to the package's static English texts. */
  englishTexts?: Texts;
  /** Key prefixes of the back end's documents. */
  prefixes?: ContentPrefixes;
  /** Extra request headers (e.g. the system access token on the server). */
  headers?: Record<string, string>;
  /** Give up on the request after this long; defaults to 15 s (spec 000 §7). */
  timeoutMs?: number;
  /** The clock, in milliseconds since the epoch. Defaults to `Date.now`. */
  now?: () => number;
  /** Told about a failed load or rejected entries; the load itself still succeeds. */
  onError?: (problem: ContentLoadProblem) => void;
}

/** What went wrong with a locale document. */
export interface ContentLoadProblem {
  readonly locale: Locale;
  readonly url: string;
  /** `request` failed (network, timeout, non-2xx, not JSON); `entries` were left out of a loaded document. */
  readonly kind: "request" | "entries";
  readonly error?: unknown;
  readonly rejectedKeys?: readonly string[];
}

/** The default request timeout of the back end calls (spec 000 §7). */
export const CONTENT_REQUEST_TIMEOUT_MS = 15_000;

/**
 * The address of a locale document.
 *
 * @example localeContentUrl("https://core.brand.example/", "de", "a1b2")
 * // "https://core.brand.example/api/core/casino/locales/de.json?_=a1b2"
 */
export function localeContentUrl(baseUrl: string, locale: string, cacheControlHash?: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  const query = cacheControlHash ? `?_=${encodeURIComponent(cacheControlHash)}` : "";
  return `${base}/api/core/casino/locales/${encodeURIComponent(locale)}.json${query}`;
}

/**
 * Merges the text sources key by key, first source winning: the back end's, then the brand's
 * static texts for the locale, then English.
 *
 * @example mergeTexts({ a: "A (de)" }, { a: "A", b: "B" }) // { a: "A (de)", b: "B" }
 */
export function mergeTexts(...sourcesFirstWins: readonly (Texts | undefined)[]): Texts {
  const merged: Record<string, string> = {};
  for (const source of [...sourcesFirstWins].reverse()) {
    if (source === undefined) continue;
    for (const [key, text] of Object.entries(source)) {
      if (text !== "") merged[key] = text;
    }
  }
  return merged;
}

/**
 * A loader of `GET /api/core/casino/locales/{locale}.json?_={cacheControlHash}`. It splits the
 * document by prefix, fills every key the back end lacks from the static texts and then English,
 * caches the result by locale and hash, and shares one request among concurrent callers. A locale
 * the site does not serve loads the default locale. A failed load never throws: it resolves to the
 * static texts (not cached, so the next request tries again) and reports through `onError`.
 *
 * @example
 * // once per server process, shared by every request:
 * const loadContent = createContentLoader({ fetch, baseUrl: process.env.CASINO_CORE_URL });
 * const content = await loadContent("de", settings.cacheControlHash);
 * content.texts["button.get"]; // the back end's German text, else English "Get"
 */
export function createContentLoader(options: ContentLoaderOptions): ContentLoader {
  const {
    fetch,
    baseUrl,
    staticTexts = {},
    englishTexts = EN_TEXTS,
    prefixes = DEFAULT_CONTENT_PREFIXES,
    headers = {},
    timeoutMs = CONTENT_REQUEST_TIMEOUT_MS,
    now = Date.now,
    onError,
  } = options;
  const cache = options.cache === undefined ? createContentCache<LocaleContent>() : options.cache;
  const inFlight = new Map<string, Promise<LocaleContent>>();

  const fallbackTexts = (locale: Locale): Texts =>
    mergeTexts(staticTexts[locale], locale === DEFAULT_LOCALE ? undefined : staticTexts[DEFAULT_LOCALE], englishTexts);

  const fetchContent = async (locale: Locale, cacheControlHash: string | undefined): Promise<LocaleContent> => {
    const url = localeContentUrl(baseUrl, locale, cacheControlHash);
    let document: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: "application/json", ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      document = await response.json();
      if (typeof document !== "object" || document === null || Array.isArray(document)) {
        throw new Error(`GET ${url} did not answer a JSON object`);
      }
    } catch (error) {
      onError?.({ locale, url, kind: "request", error });
      return { locale, texts: fallbackTexts(locale), objects: {}, arrays: {}, source: "static" };
    }
    const split = splitContent(document, prefixes);
    if (split.rejected.length > 0) onError?.({ locale, url, kind: "entries", rejectedKeys: split.rejected });
    const content: LocaleContent = {
      locale,
      texts: mergeTexts(split.texts, fallbackTexts(locale)),
      objects: split.objects,
      arrays: split.arrays,
      source: "backend",
    };
    cache?.set(contentCacheKey(locale, cacheControlHash), content, now());
    return content;
  };

  return (requestedLocale, cacheControlHash) => {
    const locale = resolveLocale(requestedLocale);
    const key = contentCacheKey(locale, cacheControlHash);
    const cached = cache?.get(key, now());
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const request = fetchContent(locale, cacheControlHash).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
