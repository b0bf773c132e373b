import type { TransactionRecord } from "../db/transaction-store.ts";
import { wireAmount } from "../money.ts";

/** A transaction as the client reads it (`@casino/api-client` `transactionSchema`). */
export function transactionRow(row: TransactionRecord, currencyCode: string): Record<string, unknown> {
  return {
    id: row.id,
    type: row.kind,
    status: row.status,
    amount: wireAmount(row.amountMinor, currencyCode),
    currencyCode,
    paymentMethod: row.method,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
}
