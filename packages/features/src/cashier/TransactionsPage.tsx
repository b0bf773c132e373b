"use client";

import { browserOnly } from "../lazy/browser-only.js";
import type { TransactionsAddress } from "./transaction-filters.js";

// The list, the UI kit's parts and the API client load after the page (the bundle budget).
const TransactionsWithClient = browserOnly(
  () => import("./TransactionsWithClient.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/** The `/profile/transactions` page's history, drawn in the browser. */
export function TransactionsPage({ address }: { address: TransactionsAddress }) {
  return <TransactionsWithClient address={address} />;
}
