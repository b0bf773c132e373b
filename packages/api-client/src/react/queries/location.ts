import { CONTENT_CACHE_TTL_MS } from "@casino/domain";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** Countries: `{ countries: { rows }, allCountries }`. */
export function countriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => client.location.getCountries({ signal }),
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** Currencies. */
export function currenciesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currencies(),
    queryFn: async ({ signal }) => (await client.location.getCurrencies({ signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** The visitor's location. */
export function locationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.location(),
    queryFn: async ({ signal }) => (await client.location.getLocation({ signal })).data,
    retry: retryUnlessClientError,
  });
}

/** The registration fields (name to number, 0 meaning absent). */
export function registrationFieldsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.registrationFields(),
    queryFn: async ({ signal }) => (await client.location.getRegistrationFields({ signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}
