"use client";

import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited reads; the form, the UI kit's cashier parts and the
// API client load after the page, in their own chunk (the bundle budget).
const WithdrawRendered = serverRendered(
  () => import("./WithdrawRendered.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/**
 * The `/withdraw` page's withdrawal, drawn on the server: render it under the page's awaited reads of
 * the player's payment methods (`paymentMethodsQueryOptions` with the player's currency and
 * country), the pending withdrawals (`transactionsQueryOptions` with `WITHDRAW_PENDING_QUERY`) and
 * the instant allowance (`instantWithdrawalQueryOptions`), else it draws its placeholder until they
 * come. Times are in the visitor's zone (UTC until hydrated).
 */
export function WithdrawPage() {
  return <WithdrawRendered />;
}
