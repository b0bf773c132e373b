import "server-only";
import { createContentCache, createContentLoader, type LocaleContent } from "@casino/i18n";
import { createI18nPropsLoader } from "@casino/i18n/server";
import { readBackendConfig } from "./backend-config";

const backend = readBackendConfig(process.env);

/**
 * One content loader per server process: its cache (5 minutes, at most 50 entries, dropped when
 * the date changes; spec 000 §9) is keyed by locale and cache hash, never by visitor, so every
 * request shares it safely.
 */
const loadContent = createContentLoader({
  fetch: (url, init) => fetch(url, { ...init, cache: "no-store" }),
  baseUrl: backend.coreUrl,
  cache: createContentCache<LocaleContent>(),
  ...(backend.systemToken === undefined ? {} : { headers: { "x-system-access-token": backend.systemToken } }),
  onError: (problem) => {
    // A failed load falls back to static texts (spec 000 §8); say so in the server log only.
    console.warn(`content texts ${problem.kind} problem for ${problem.locale}: ${problem.url}`);
  },
});

/** The provider props of a locale, loaded once per request (React `cache`) and across requests from the process cache. */
export const getI18nProps = createI18nPropsLoader(loadContent);
