"use client";

import { ApiClientProvider } from "@casino/api-client/react";
import type { DepositMethodKind } from "@casino/domain";
import { useLocale } from "@casino/i18n/react";
import { useState } from "react";
import { createBrowserApiClient } from "../../core/providers/browser-api-client";
import { useSession } from "../../core/session/SessionProvider";
import { Cashier } from "./Cashier";

/**
 * The cashier with an API client of its own: the page's tree is not under the browser services'
 * provider, which loads after the page (`core/providers/BrowserServices.tsx`).
 */
export default function CashierWithClient({ preferredKind }: { preferredKind: DepositMethodKind | null }) {
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const [client] = useState(() => createBrowserApiClient({ locale, isSignedIn }));
  return (
    <ApiClientProvider client={client}>
      <Cashier preferredKind={preferredKind} />
    </ApiClientProvider>
  );
}
