/** Default UI locale; locale detection is off. */
export const DEFAULT_LOCALE = "en";

/** How long a loaded content-text bundle stays cached. */
export const CONTENT_CACHE_TTL_MS = 5 * 60_000;

/** Most content-text bundles the cache keeps. The cache is also dropped when the date changes. */
export const CONTENT_CACHE_MAX_ENTRIES = 50;
