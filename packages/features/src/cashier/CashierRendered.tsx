"use client";

import type { DepositMethodKind } from "@casino/domain";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { Cashier } from "./Cashier.js";

/** The cashier with its API client, drawn on the server and hydrated once the tab's client is there. */
export default function CashierRendered(props: { preferredKind: DepositMethodKind | null; renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <Cashier {...props} />
    </WithRenderedApiClient>
  );
}
