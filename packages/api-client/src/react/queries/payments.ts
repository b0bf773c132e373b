import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import type { TransactionsQuery } from "../../schemas/payments";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The payment methods for a currency and country; unfiltered (filter with domain's `filterPaymentMethods`). */
export function paymentMethodsQueryOptions(
  client: ApiClient,
  query: { currencyCode?: string | undefined; countryCode?: string | undefined },
) {
  return queryOptions({
    queryKey: queryKeys.payments(query),
    // `_t` busts caches between the browser and the back end: each fetch is fresh.
    queryFn: ({ signal }) => client.payments.getPaymentMethods({ ...query, cacheBuster: Date.now() }, { signal }),
    retry: retryUnlessClientError,
  });
}

/** A page of transactions (`{ count, rows }`). */
export function transactionsQueryOptions(client: ApiClient, query: TransactionsQuery) {
  return queryOptions({
    queryKey: queryKeys.transactions(query),
    queryFn: async ({ signal }) => (await client.payments.getTransactions(query, { signal })).data,
    retry: retryUnlessClientError,
  });
}

/** The instant-withdrawal allowance of the period and its usage; `null` when none is offered. */
export function instantWithdrawalQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.instantWithdrawal(),
    queryFn: async ({ signal }) => (await client.payments.getInstantWithdrawal({ signal })).data ?? null,
    retry: retryUnlessClientError,
  });
}
