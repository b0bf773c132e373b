/** How long a loaded locale document is reused (5 minutes). */
export const CONTENT_CACHE_TTL_MS = 5 * 60 * 1000;

/** How many locale documents are kept at most (50 entries). */
export const CONTENT_CACHE_MAX_ENTRIES = 50;

/** Options of {@link createContentCache}. */
export interface ContentCacheOptions {
  /** Age at which an entry is no longer served. Defaults to {@link CONTENT_CACHE_TTL_MS}. */
  ttlMs?: number;
  /** Entries kept at most; the oldest goes first. Defaults to {@link CONTENT_CACHE_MAX_ENTRIES}. */
  maxEntries?: number;
  /** The zone whose calendar date, when it changes, drops every entry. Defaults to `UTC`. */
  timeZone?: string;
}

/**
 * A bounded cache of loaded content. Time comes in as an argument (milliseconds since the epoch)
 * so the cache holds no clock of its own.
 */
export interface ContentCache<Value> {
  /** The entry stored under `key`, unless it is older than the TTL or the date has changed since. */
  get(key: string, now: number): Value | undefined;
  /** Stores `value` as the newest entry, evicting the oldest when the cache is full. */
  set(key: string, value: Value, now: number): void;
  /** Drops every entry. */
  clear(): void;
  /** How many entries are held (expired ones included until they are read or evicted). */
  readonly size: number;
}

/**
 * The cache key of a locale document: the locale and the back end's `cacheControlHash`, never
 * anything about the visitor, so one entry serves every request on a server.
 *
 * @example contentCacheKey("de", "a1b2") // "de|a1b2"
 */
export function contentCacheKey(locale: string, cacheControlHash: string | undefined): string {
  return `${locale}|${cacheControlHash ?? ""}`;
}

/**
 * A cache whose entries live `ttlMs` (5 minutes), holding at most `maxEntries` (50) and evicting
 * the oldest first, and dropping everything when the calendar date changes, so a
 * text published for a new day shows from its first request.
 *
 * @example
 * const cache = createContentCache<LocaleContent>();
 * cache.set("de|a1b2", content, Date.now());
 * cache.get("de|a1b2", Date.now()); // content, for the next 5 minutes of today
 */
export function createContentCache<Value>(options: ContentCacheOptions = {}): ContentCache<Value> {
  const { ttlMs = CONTENT_CACHE_TTL_MS, maxEntries = CONTENT_CACHE_MAX_ENTRIES, timeZone = "UTC" } = options;
  const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  // A Map iterates in insertion order, and `set` re-inserts, so the first entry is the oldest.
  const entries = new Map<string, { value: Value; storedAt: number }>();
  let entriesDate: string | undefined;

  const dropAllOnNewDate = (now: number): void => {
    const date = dateFormat.format(now);
    if (entriesDate !== undefined && date !== entriesDate) entries.clear();
    entriesDate = date;
  };

  return {
    get(key, now) {
      dropAllOnNewDate(now);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (now - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now) {
      dropAllOnNewDate(now);
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      entries.set(key, { value, storedAt: now });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
