"use client";

import { ApiClientProvider } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { useState } from "react";
import { createBrowserApiClient } from "../../core/providers/browser-api-client";
import { useSession } from "../../core/session/SessionProvider";
import { Transactions } from "./Transactions";

/** The history with an API client of its own, as the cashier has (`CashierWithClient`). */
export default function TransactionsWithClient({ page }: { page: number }) {
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const [client] = useState(() => createBrowserApiClient({ locale, isSignedIn }));
  return (
    <ApiClientProvider client={client}>
      <Transactions page={page} />
    </ApiClientProvider>
  );
}
