import type { TransactionsQuery } from "@casino/api-client";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@casino/domain";
import type { TransactionFilterValues } from "@casino/ui/TransactionFilters";

/** The history's filters and page, as the address holds them (`type`, `status`, `from`, `to`, `page`). */
export interface TransactionsAddress {
  filters: TransactionFilterValues;
  page: number;
}

/** Rows a page of the history holds. */
export const TRANSACTIONS_PAGE_SIZE = 24;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const first = (value: unknown): string | undefined =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;

function oneOf<T extends string>(options: readonly T[], value: string | undefined): T | null {
  return options.find((option) => option === value) ?? null;
}

function dayOf(value: string | undefined): string | null {
  return value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/**
 * Reads the history's filters and page from the query string; anything unknown is left out (any
 * type, status and day, page 1). A range given backwards is read the right way round.
 *
 * @example readTransactionsAddress({ type: "deposit", from: "2026-11-30", to: "2026-11-01" })
 * // { filters: { type: "deposit", status: null, from: "2026-11-01", to: "2026-11-30" }, page: 1 }
 */
export function readTransactionsAddress(query: Record<string, unknown>): TransactionsAddress {
  const page = Number(first(query.page));
  let from = dayOf(first(query.from));
  let to = dayOf(first(query.to));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    filters: {
      type: oneOf(TRANSACTION_TYPES, first(query.type)),
      status: oneOf(TRANSACTION_STATUSES, first(query.status)),
      from,
      to,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The history's address with these filters and page; what is not set stays out of it.
 *
 * @example transactionsUrl("/profile/transactions", { filters: { type: "withdrawal", status: null, from: null, to: null }, page: 2 })
 * // "/profile/transactions?type=withdrawal&page=2"
 */
export function transactionsUrl(path: string, { filters, page }: TransactionsAddress): string {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The filters as the transactions call takes them. The days are the back end's calendar days
 * (the reference back end's are UTC; see docs/features.md, "Transactions").
 */
export function transactionsQueryOf(filters: TransactionFilterValues): Omit<TransactionsQuery, "pageNo" | "limit"> {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { startDate: filters.from } : {}),
    ...(filters.to ? { endDate: filters.to } : {}),
  };
}

/**
 * The transactions call of the history at `address`: its page of {@link TRANSACTIONS_PAGE_SIZE}
 * rows under its filters. The page reads it on the server before it renders, and the history reads
 * the same, so the browser starts with the answer.
 */
export function transactionsPageQuery({ filters, page }: TransactionsAddress): TransactionsQuery {
  return { pageNo: page, limit: TRANSACTIONS_PAGE_SIZE, ...transactionsQueryOf(filters) };
}
