"use client";

import { ApiClientProvider } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { useState } from "react";
import { createBrowserApiClient } from "../../core/providers/browser-api-client";
import { useSession } from "../../core/session/SessionProvider";
import { Withdraw } from "./Withdraw";

/** The withdrawal with an API client of its own, as the cashier has (`CashierWithClient`). */
export default function WithdrawWithClient() {
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const [client] = useState(() => createBrowserApiClient({ locale, isSignedIn }));
  return (
    <ApiClientProvider client={client}>
      <Withdraw />
    </ApiClientProvider>
  );
}
