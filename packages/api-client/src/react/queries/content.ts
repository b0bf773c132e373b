"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import type { ScriptsQuery } from "../../endpoints/content";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";
import { CONTENT_STALE_MS } from "../refresh-intervals";
import { retryUnlessClientError } from "../retry";
import type { ReadOptions } from "./read-options";

/** The app settings (settings2), for prefetching on the server and for {@link useSettings}. */
export function settingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: async ({ signal }) => (await client.content.getSettings({ signal })).data,
    staleTime: CONTENT_STALE_MS,
    retry: retryUnlessClientError,
  });
}
/** The app settings. */
export function useSettings(options: ReadOptions = {}) {
  return useQuery({ ...settingsQueryOptions(useApiClient()), ...options });
}

/** The content texts of a locale. */
export function localeTextsQueryOptions(client: ApiClient, locale: string, hash?: string | number) {
  return queryOptions({
    queryKey: queryKeys.localeTexts(locale, hash),
    queryFn: ({ signal }) => client.content.getLocaleTexts(locale, { hash }, { signal }),
    staleTime: CONTENT_STALE_MS,
    retry: retryUnlessClientError,
  });
}
/** The content texts of a locale. */
export function useLocaleTexts(locale: string, hash?: string | number, options: ReadOptions = {}) {
  return useQuery({ ...localeTextsQueryOptions(useApiClient(), locale, hash), ...options });
}

/** The scripts of a visitor segment. */
export function scriptsQueryOptions(client: ApiClient, query: ScriptsQuery) {
  return queryOptions({
    queryKey: queryKeys.scripts(query),
    queryFn: async ({ signal }) => (await client.content.getScripts(query, { signal })).data,
    staleTime: CONTENT_STALE_MS,
    retry: retryUnlessClientError,
  });
}
/** The scripts of a visitor segment (000 §6). */
export function useScripts(query: ScriptsQuery, options: ReadOptions = {}) {
  return useQuery({ ...scriptsQueryOptions(useApiClient(), query), ...options });
}

/** The lobby categories of a locale. */
export function categoryListQueryOptions(client: ApiClient, locale: string) {
  return queryOptions({
    queryKey: queryKeys.categoryList(locale),
    queryFn: async ({ signal }) => (await client.content.getCategoryList({ locale }, { signal })).data.topCategoryList,
    staleTime: CONTENT_STALE_MS,
    retry: retryUnlessClientError,
  });
}
/** The lobby categories of a locale. */
export function useCategoryList(locale: string, options: ReadOptions = {}) {
  return useQuery({ ...categoryListQueryOptions(useApiClient(), locale), ...options });
}
