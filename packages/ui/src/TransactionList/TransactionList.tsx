import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { EmptyState } from "../EmptyState";
import { Money } from "../Money";
import "./TransactionList.css";

/** One row of the history, as the list shows it. */
export interface TransactionListItem {
  id: string;
  /** `deposit`, `withdrawal`, `bonus`, `bet`, `win`, `rakeback`; another type is shown as sent. */
  type: string;
  amount: number;
  currencyCode: string;
  /** `completed`, `pending`, `processing`, `cancelled`, `failed`; another status is shown as sent. */
  status: string;
  /** When it happened, already in the player's locale and zone. */
  date: string;
}

export interface TransactionListProps {
  transactions: readonly TransactionListItem[];
  /** The paging under the list (the site's links, which keep the page in the address). */
  paging?: ReactNode;
  /** The list is filtered: an empty one says nothing matches, not that there is no history. */
  filtered?: boolean;
}

function isKnownType(type: string): type is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(type);
}

function isKnownStatus(status: string): status is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status);
}

/**
 * The player's transactions (see docs/features.md, "Transactions"): type, amount in their
 * currency, status as a labelled badge whose colour only repeats the word, and date; an empty
 * history says so.
 */
export function TransactionList({ transactions, paging, filtered = false }: TransactionListProps) {
  const t = useT();
  if (transactions.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t(filtered ? "cashier.transactions.filtered.empty.title" : "cashier.transactions.empty.title")}
        description={t(filtered ? "cashier.transactions.filtered.empty.text" : "cashier.transactions.empty.text")}
      />
    );
  return (
    <div className="casino-TransactionList">
      <table className="casino-TransactionList-table">
        <thead>
          <tr>
            <th scope="col">{t("cashier.transactions.type")}</th>
            <th scope="col">{t("cashier.amount")}</th>
            <th scope="col">{t("cashier.transactions.status")}</th>
            <th scope="col">{t("cashier.transactions.date")}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((row) => {
            const status = row.status.trim().toLowerCase();
            return (
              <tr key={row.id} data-testid="transaction">
                <td>{isKnownType(row.type) ? t(`cashier.transactions.type.${row.type}`) : row.type}</td>
                <td className="casino-TransactionList-amount">
                  <Money amount={row.amount} currencyCode={row.currencyCode} />
                </td>
                <td>
                  <span
                    className="casino-TransactionList-status"
                    data-status={isKnownStatus(status) ? status : "other"}
                  >
                    {isKnownStatus(status) ? t(`cashier.transactions.status.${status}`) : row.status}
                  </span>
                </td>
                <td>{row.date}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {paging}
    </div>
  );
}
