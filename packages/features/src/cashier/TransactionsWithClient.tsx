"use client";

import { WithTabApiClient } from "../client/tab-api-client.js";
import type { TransactionsAddress } from "./transaction-filters.js";
import { Transactions } from "./Transactions.js";

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
