"use client";

import { browserOnly } from "../lazy/browser-only.js";

// The form, the UI kit's cashier parts and the API client load after the page, in their own
// chunk, so the route's first load carries none of them (the bundle budget).
const WithdrawWithClient = browserOnly(
  () => import("./WithdrawWithClient.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/** The `/withdraw` page's withdrawal, drawn in the browser. */
export function WithdrawPage() {
  return <WithdrawWithClient />;
}
