"use client";

import { ApiClientProvider } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { useState, type ReactNode } from "react";
import { useSession } from "../session/SessionProvider";
import { createBrowserApiClient } from "./browser-api-client";

/**
 * The API client for a page's own interactive part (a form that reads and changes the player's
 * data). The site-wide client lives in the browser services, loaded after the page and outside
 * its tree; a page that needs one in its tree loads this with `dynamic(…, { ssr: false })`.
 */
export function PageApiClient({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const language = useLocale();
  const [client] = useState(() => createBrowserApiClient({ hasSession: isSignedIn, language }));
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
