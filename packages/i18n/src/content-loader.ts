import { contentCacheKey, createContentCache, type ContentCache } from "./content-cache";
import { DEFAULT_CONTENT_PREFIXES, splitContent, type ContentPrefixes, type SplitContent } from "./content-format";
import { DEFAULT_LOCALE, resolveLocale, type Locale } from "./locales";
import type { Texts } from "./texts";
import { EN_TEXTS } from "./texts/en";

/**
 * Loads the back end's document of a locale: `GET /api/core/casino/locales/{locale}.json?_={hash}`.
 * The app passes its API client's call (`api.content.getLocaleTexts`), which carries the call
 * conventions and, on the server, the system token; this package makes no request itself. It
 * may reject: the loader falls back.
 */
export type LocaleDocumentLoader = (locale: Locale, cacheControlHash: string | undefined) => Promise<unknown>;

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
  /** Loads a locale's document from the back end. */
  load: LocaleDocumentLoader;
  /** Shared across requests; defaults to a new 5-minute, 50-entry cache. `null` turns caching off. */
  cache?: ContentCache<LocaleContent> | null;
  /** Static texts per locale shipped by the brand; consulted after the back end, before English. */
  staticTexts?: Readonly<Partial<Record<string, Texts>>>;
  /** The last fallback. Defaults to the package's static English texts. */
  englishTexts?: Texts;
  /** Key prefixes of the back end's documents. */
  prefixes?: ContentPrefixes;
  /** The clock, in milliseconds since the epoch. Defaults to `Date.now`. */
  now?: () => number;
  /** Told about a failed load or rejected entries; the load itself still succeeds. */
  onError?: (problem: ContentLoadProblem) => void;
}

/** What went wrong with a locale document. */
export interface ContentLoadProblem {
  readonly locale: Locale;
  readonly cacheControlHash: string | undefined;
  /** `request` failed (network, timeout, non-2xx, not JSON); `entries` were left out of a loaded document. */
  readonly kind: "request" | "entries";
  readonly error?: unknown;
  readonly rejectedKeys?: readonly string[];
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
 * A loader of locale content: it asks `load` for the back end's document, splits it by prefix,
 * fills every key the back end lacks from the static texts and then English, caches the result by
 * locale and hash, and shares one request among concurrent callers. A locale the site does not
 * serve loads the default locale. A failed load never throws: it resolves to the static texts
 * (not cached, so the next request tries again) and reports through `onError`.
 *
 * @example
 * // once per server process, shared by every request:
 * const loadContent = createContentLoader({
 *   load: (locale, hash) => serverApi.content.getLocaleTexts({ locale, hash }),
 * });
 * const content = await loadContent("de", settings.cacheControlHash);
 * content.texts["button.get"]; // the back end's German text, else English "Get"
 */
export function createContentLoader(options: ContentLoaderOptions): ContentLoader {
  const {
    load,
    staticTexts = {},
    englishTexts = EN_TEXTS,
    prefixes = DEFAULT_CONTENT_PREFIXES,
    now = Date.now,
    onError,
  } = options;
  const cache = options.cache === undefined ? createContentCache<LocaleContent>() : options.cache;
  const inFlight = new Map<string, Promise<LocaleContent>>();

  const fallbackTexts = (locale: Locale): Texts =>
    mergeTexts(staticTexts[locale], locale === DEFAULT_LOCALE ? undefined : staticTexts[DEFAULT_LOCALE], englishTexts);

  const loadContent = async (locale: Locale, cacheControlHash: string | undefined): Promise<LocaleContent> => {
    let document: unknown;
    try {
      document = await load(locale, cacheControlHash);
      if (typeof document !== "object" || document === null || Array.isArray(document)) {
        throw new TypeError(`The ${locale} document is not a JSON object`);
      }
    } catch (error) {
      onError?.({ locale, cacheControlHash, kind: "request", error });
      return { locale, texts: fallbackTexts(locale), objects: {}, arrays: {}, source: "static" };
    }
    const split = splitContent(document, prefixes);
    if (split.rejected.length > 0)
      onError?.({ locale, cacheControlHash, kind: "entries", rejectedKeys: split.rejected });
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
    const request = loadContent(locale, cacheControlHash).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
