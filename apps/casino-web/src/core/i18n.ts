import "server-only";
import { createApiClient } from "@casino/api-client";
import { createContentCache, createContentLoader, type LocaleContent } from "@casino/i18n";
import { createI18nPropsLoader } from "@casino/i18n/server";
import { cache } from "react";
import { readBackendConfig } from "./backend-config";

const backend = readBackendConfig(process.env);

// Content texts are the same for every visitor, so one client without a player's token serves
// the whole process; on the server it adds the system token to every call.
const contentApi = createApiClient({
  baseUrl: backend.apiUrl,
  coreUrl: backend.coreUrl,
  ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
  // The loader keeps its own cache; Next's data cache must not hold a second, stale copy.
  fetch: (input, init) => fetch(input, { ...init, cache: "no-store" }),
});

/**
 * One content loader per server process: its cache (5 minutes, at most 50 entries, dropped when
 * the date changes; see docs/features.md, Locales and content texts) is keyed by locale and cache
 * hash, never by visitor, so every request shares it safely.
 */
const loadContent = createContentLoader({
  load: (locale, hash) => contentApi.content.getLocaleTexts({ locale, hash }),
  cache: createContentCache<LocaleContent>(),
  onError: (problem) => {
    // A failed load falls back to static texts; say so in the server log only.
    console.warn(`content texts ${problem.kind} problem for ${problem.locale}`, problem.error ?? problem.rejectedKeys);
  },
});

/** The provider props of a locale, loaded once per request (React `cache`) and across requests from the process cache. */
export const getI18nProps = createI18nPropsLoader(loadContent);

/** A locale's whole content (texts, objects, arrays) with its fallbacks, once per request from the same process cache. */
export const getLocaleContent = cache((locale: string, cacheControlHash?: string) =>
  loadContent(locale, cacheControlHash),
);
