"use client";

import { useQuery } from "@tanstack/react-query";
import type { TransactionsQuery } from "../../schemas/payments";
import { useApiClient } from "../api-client-context";
import {
  instantWithdrawalQueryOptions,
  paymentMethodsQueryOptions,
  transactionsQueryOptions,
} from "../queries/payments";
import type { ReadOptions } from "../queries/read-options";

/** The payment methods for a currency and country. */
export function usePaymentMethods(
  query: { currencyCode?: string | undefined; countryCode?: string | undefined },
  options: ReadOptions = {},
) {
  return useQuery({ ...paymentMethodsQueryOptions(useApiClient(), query), ...options });
}

/** A page of transactions; `{ type: "withdrawal", status: "pending" }` for pending withdrawals. */
export function useTransactions(query: TransactionsQuery = {}, options: ReadOptions = {}) {
  return useQuery({ ...transactionsQueryOptions(useApiClient(), query), ...options });
}

/** The instant-withdrawal allowance of the period and its usage (`null`: none is offered). */
export function useInstantWithdrawal(options: ReadOptions = {}) {
  return useQuery({ ...instantWithdrawalQueryOptions(useApiClient()), ...options });
}
