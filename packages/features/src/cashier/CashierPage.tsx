"use client";

import type { DepositMethodKind } from "@casino/domain";
import { browserOnly } from "../lazy/browser-only.js";

// The cashier, the UI kit's forms and the API client load after the page, in their own chunk, so
// the route's first load carries none of them (the bundle budget); the slot keeps the room.
const CashierWithClient = browserOnly(
  () => import("./CashierWithClient.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/** The `/deposit` page's cashier, drawn in the browser. */
export function CashierPage({ preferredKind }: { preferredKind: DepositMethodKind | null }) {
  return <CashierWithClient preferredKind={preferredKind} />;
}
