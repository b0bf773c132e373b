"use client";

import type { DepositMethodKind } from "@casino/domain";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { Cashier } from "./Cashier.js";

/**
 * The cashier with the tab's API client, which the browser services make after the page loads
 * (`core/providers/BrowserServices.tsx`); the slot keeps the room until then.
 */
export default function CashierWithClient({ preferredKind }: { preferredKind: DepositMethodKind | null }) {
  return (
    <WithTabApiClient fallback={<div className="cashier-slot" aria-busy="true" />}>
      <Cashier preferredKind={preferredKind} />
    </WithTabApiClient>
  );
}
