"use client";

import { WithTabApiClient } from "@casino/features";
import type { TransactionsAddress } from "./transaction-filters";
import { Transactions } from "./Transactions";

/**
 * The history with the tab's API client, which the browser services make after the page loads
 * (`core/providers/BrowserServices.tsx`); the slot keeps the room until then.
 */
export default function TransactionsWithClient({ address }: { address: TransactionsAddress }) {
  return (
    <WithTabApiClient fallback={<div className="cashier-slot" aria-busy="true" />}>
      <Transactions address={address} />
    </WithTabApiClient>
  );
}
