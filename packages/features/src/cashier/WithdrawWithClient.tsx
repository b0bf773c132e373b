"use client";

import { WithTabApiClient } from "../client/tab-api-client.js";
import { Withdraw } from "./Withdraw.js";

/**
 * The withdrawal with the tab's API client, which the browser services make after the page loads
 * (`core/providers/BrowserServices.tsx`); the slot keeps the room until then.
 */
export default function WithdrawWithClient() {
  return (
    <WithTabApiClient fallback={<div className="cashier-slot" aria-busy="true" />}>
      <Withdraw />
    </WithTabApiClient>
  );
}
