import { CONTENT_CACHE_TTL_MS } from "@casino/domain";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import type { ScriptsQuery } from "../../endpoints/content";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The app settings (settings2), for prefetching on the server and for {@link useSettings}. */
export function settingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: async ({ signal }) => (await client.content.getSettings({ signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** The content texts of a locale. */
export function localeTextsQueryOptions(client: ApiClient, locale: string, hash?: string | number) {
  return queryOptions({
    queryKey: queryKeys.localeTexts(locale, hash),
    queryFn: ({ signal }) => client.content.getLocaleTexts({ locale, hash }, { signal }),
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** The scripts of a visitor segment. */
export function scriptsQueryOptions(client: ApiClient, query: ScriptsQuery) {
  return queryOptions({
    queryKey: queryKeys.scripts(query),
    queryFn: async ({ signal }) => (await client.content.getScripts(query, { signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** The lobby categories of a locale. */
export function categoryListQueryOptions(client: ApiClient, locale: string) {
  return queryOptions({
    queryKey: queryKeys.categoryList(locale),
    queryFn: async ({ signal }) => (await client.content.getCategoryList({ locale }, { signal })).data.topCategoryList,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}
