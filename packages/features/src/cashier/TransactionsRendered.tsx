"use client";

import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import type { TransactionsAddress } from "./transaction-filters.js";
import { Transactions } from "./Transactions.js";

/**
 * The history with its API client, drawn on the server with the page's awaited read of it and
 * hydrated once its chunk has loaded (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default function TransactionsRendered({ address }: { address: TransactionsAddress }) {
  return (
    <WithRenderedApiClient>
      <Transactions address={address} />
    </WithRenderedApiClient>
  );
}
