"use client";

import { useTransactions } from "@casino/api-client/react";
import { useLocale, useT } from "@casino/i18n/react";
import { ErrorState, Skeleton, TransactionList } from "@casino/ui";
import { useHref } from "../../core/links/use-href";
import { Pagination } from "../lobby/Pagination";
import { browserZone } from "../../core/browser-zone";
import { formatTransactionTime } from "./transaction-dates";

/** Rows a page of the history holds. */
export const TRANSACTIONS_PAGE_SIZE = 24;

/** The address of a page of the history: the first keeps the bare address. */
export function transactionsPageUrl(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/**
 * The transaction history (see docs/features.md, "Transactions"): 24 a page, the page kept in
 * the address, amounts in the player's currency and dates in their locale and zone.
 */
export function Transactions({ page }: { page: number }) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const query = useTransactions({ pageNo: page, limit: TRANSACTIONS_PAGE_SIZE });
  if (!query.data)
    return query.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton height="20rem" />
    );
  const zone = browserZone();
  const pages = Math.max(1, Math.ceil((query.data.count ?? query.data.rows.length) / TRANSACTIONS_PAGE_SIZE));
  const path = href("transactions");
  return (
    <TransactionList
      transactions={query.data.rows.map((row) => ({
        id: String(row.id),
        type: row.type ?? "",
        amount: row.amount ?? 0,
        currencyCode: row.currencyCode ?? "EUR",
        status: row.status ?? "",
        date: formatTransactionTime(row.createdAt, locale, zone),
      }))}
      paging={
        <Pagination
          page={page}
          pages={pages}
          hrefOf={(target) => transactionsPageUrl(path, target)}
          texts={{
            label: t("lobby.page.label"),
            previous: t("lobby.page.previous"),
            next: t("lobby.page.next"),
            status: t("lobby.page.status", { PAGE: String(page), PAGES: String(pages) }),
          }}
        />
      }
    />
  );
}
