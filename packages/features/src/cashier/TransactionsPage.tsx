"use client";

import { serverRendered } from "../lazy/server-rendered.js";
import type { TransactionsAddress } from "./transaction-filters.js";

// Drawn on the server with the page's awaited read; the list, the UI kit's parts and the API client
// load after the page, in their own chunk (the bundle budget).
const TransactionsRendered = serverRendered(
  () => import("./TransactionsRendered.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/**
 * The `/profile/transactions` page's history, drawn on the server: render it under the page's
 * awaited read of `transactionsPageQuery(address)`, else it draws its placeholder until that comes.
 */
export function TransactionsPage({ address }: { address: TransactionsAddress }) {
  return <TransactionsRendered address={address} />;
}
