"use client";

import { useTransactions } from "@casino/api-client/react";
import { useLocale, useT } from "@casino/i18n/react";
import { ErrorState, Skeleton, TransactionList } from "@casino/ui";
import { hasTransactionFilters, TransactionFilters } from "@casino/ui/TransactionFilters";
import { useNavigation } from "../router/router-adapter.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useHref } from "../links/use-href.js";
import { Pagination } from "../lobby/Pagination.js";
import { formatTransactionTime } from "./transaction-dates.js";
import {
  TRANSACTIONS_PAGE_SIZE,
  transactionsPageQuery,
  transactionsUrl,
  type TransactionsAddress,
} from "./transaction-filters.js";

/**
 * The transaction history (see docs/features.md, "Transactions"): filters by type, status and
 * days, 24 a page, the filters and page kept in the address, amounts in the player's currency and
 * dates in their locale and zone (UTC until the part has hydrated, where the server drew it).
 */
export function Transactions({ address }: { address: TransactionsAddress }) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const router = useNavigation();
  const { filters, page } = address;
  const path = href("transactions");
  const zone = useBrowserZone();
  const query = useTransactions(transactionsPageQuery(address));
  const filterForm = (
    <TransactionFilters
      // A new address starts the form over from it (a reload, back, Clear).
      key={transactionsUrl(path, { filters, page: 1 })}
      values={filters}
      clearHref={path}
      onApply={(next) => router.push(transactionsUrl(path, { filters: next, page: 1 }))}
    />
  );
  if (!query.data)
    return (
      <>
        {filterForm}
        {query.isError ? (
          <ErrorState headingLevel={2} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton height="20rem" />
        )}
      </>
    );
  const pages = Math.max(1, Math.ceil((query.data.count ?? query.data.rows.length) / TRANSACTIONS_PAGE_SIZE));
  return (
    <>
      {filterForm}
      <TransactionList
        filtered={hasTransactionFilters(filters)}
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
            hrefOf={(target) => transactionsUrl(path, { filters, page: target })}
            texts={{
              label: t("lobby.page.label"),
              previous: t("lobby.page.previous"),
              next: t("lobby.page.next"),
              status: t("lobby.page.status", { PAGE: String(page), PAGES: String(pages) }),
            }}
          />
        }
      />
    </>
  );
}
