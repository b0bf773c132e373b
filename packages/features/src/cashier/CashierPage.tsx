"use client";

import type { DepositMethodKind } from "@casino/domain";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited reads; the cashier, the UI kit's forms and the API
// client load after the page, in their own chunk, so the route's first load carries none of them.
const CashierRendered = serverRendered(
  () => import("./CashierRendered.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/**
 * The `/deposit` page's cashier, drawn on the server: render it under the page's awaited reads of
 * the player's payment methods and deposit bonuses (`CASHIER_BONUS_QUERIES`), else it draws its
 * placeholder until they come. `renderedAt` is the server's instant of the page, which the
 * cashier's rules read until it has hydrated.
 */
export function CashierPage(props: { preferredKind: DepositMethodKind | null; renderedAt: Date }) {
  return <CashierRendered {...props} />;
}
