"use client";

import dynamic from "next/dynamic";
import type { TransactionsAddress } from "./transaction-filters";

// The list, the UI kit's parts and the API client load after the page (the bundle budget).
const TransactionsWithClient = dynamic(() => import("./TransactionsWithClient"), {
  ssr: false,
  loading: () => <div className="cashier-slot" aria-busy="true" />,
});

/** The `/profile/transactions` page's history, drawn in the browser. */
export function TransactionsPage({ address }: { address: TransactionsAddress }) {
  return <TransactionsWithClient address={address} />;
}
