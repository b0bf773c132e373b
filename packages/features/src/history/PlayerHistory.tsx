"use client";

import { dateTimeFormat } from "@casino/domain";
import { useTransactions, useUserBonus, useUserDetails } from "@casino/api-client/react";
import { useLocale, useT } from "@casino/i18n/react";
import { BonusHistory, ErrorState, PageTabs, Skeleton, TransactionList, VisuallyHidden } from "@casino/ui";
import type { ReactNode } from "react";
import { Link, usePathname, useSearchParams } from "../router/router-adapter.js";

/** The views of the history page, each an address of its own (`?tab=`). */
export const HISTORY_TABS = ["transactions", "bonuses"] as const;

/** One of {@link HISTORY_TABS}. */
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The tab an address names; the transactions for none or an unknown one. */
export function historyTabOf(value: string | null): HistoryTab {
  return HISTORY_TABS.find((tab) => tab === value) ?? "transactions";
}

/** Props of {@link PlayerHistory}. */
export interface PlayerHistoryProps {
  /** The transactions page with its filters and paging (the app's page URL, in the visitor's locale). */
  transactionsHref: string;
  /** IANA zone the dates are shown in (the player's). */
  timeZone: string;
}

function useDateTime(timeZone: string) {
  const locale = useLocale();
  const format = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (iso: string | null | undefined) => {
    if (!iso) return "";
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** The room kept while a tab's list loads, or Try again when it could not be read. */
function Pending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  return failed ? (
    <ErrorState headingLevel={2} message={t("history.error")} onRetry={onRetry} />
  ) : (
    <div aria-busy="true">
      <VisuallyHidden>{t("history.loading")}</VisuallyHidden>
      <Skeleton shape="block" height={320} />
    </div>
  );
}

function TransactionsTab({ transactionsHref, timeZone }: PlayerHistoryProps) {
  const t = useT();
  const dateTime = useDateTime(timeZone);
  const query = useTransactions({ pageNo: 1 });
  if (query.data === undefined) return <Pending failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <TransactionList
      transactions={query.data.rows.map((row) => ({
        id: String(row.id),
        type: row.type ?? "",
        amount: row.amount ?? 0,
        currencyCode: row.currencyCode ?? "EUR",
        status: row.status ?? "",
        date: dateTime(row.createdAt),
      }))}
      paging={<Link href={transactionsHref}>{t("history.transactions.all")}</Link>}
    />
  );
}

function BonusesTab({ timeZone }: Pick<PlayerHistoryProps, "timeZone">) {
  const dateTime = useDateTime(timeZone);
  const bonuses = useUserBonus({ pageNo: 1, limit: 100 });
  const details = useUserDetails();
  if (bonuses.data === undefined) return <Pending failed={bonuses.isError} onRetry={() => void bonuses.refetch()} />;
  const currencyCode = details.data?.getUser.currencyCode ?? "EUR";
  return (
    <BonusHistory
      entries={bonuses.data.rows.map((row) => ({
        id: row.id,
        name: row.banner?.bannerTitle ?? row.name ?? "",
        status: row.status ?? null,
        amount: row.bonusAmount ?? null,
        date: dateTime(row.startDate),
      }))}
      currencyCode={currencyCode}
      crypto={Boolean(details.data?.isCrypto)}
    />
  );
}

/**
 * The history page's content (see docs/features.md, "History"): the player's transactions (the
 * latest page, with the way to the transactions page and its filters) and their bonus history,
 * as two tabs that are addresses (`?tab=bonuses`), so a reload and a shared link keep the one
 * shown. Inside the app's `ApiClientProvider`.
 */
export function PlayerHistory({ transactionsHref, timeZone }: PlayerHistoryProps) {
  const t = useT();
  const pathname = usePathname();
  const current = historyTabOf(useSearchParams().get("tab"));
  const content: Record<HistoryTab, ReactNode> = {
    transactions: <TransactionsTab transactionsHref={transactionsHref} timeZone={timeZone} />,
    bonuses: <BonusesTab timeZone={timeZone} />,
  };
  return (
    <PageTabs
      label={t("history.tabs.label")}
      tabs={HISTORY_TABS.map((tab) => ({ key: tab, label: t(`history.tab.${tab}`), href: `${pathname}?tab=${tab}` }))}
      current={current}
      linkComponent={Link}
    >
      {content[current]}
    </PageTabs>
  );
}
