"use client";

import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { Withdraw } from "./Withdraw.js";

/**
 * The withdrawal with its API client, drawn on the server with the page's awaited reads (the
 * payment methods, the pending withdrawals, the instant allowance) and hydrated once its chunk has
 * loaded (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default function WithdrawRendered() {
  return (
    <WithRenderedApiClient>
      <Withdraw />
    </WithRenderedApiClient>
  );
}
