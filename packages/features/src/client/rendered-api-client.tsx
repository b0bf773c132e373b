"use client";

import { createApiClient } from "@casino/api-client";
import { ApiClientProvider } from "@casino/api-client/react";
import { useLocale } from "@casino/i18n/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "../lazy/use-hydrated.js";
import { expireBrowserSession } from "../session/browser-session.js";
import { useSession } from "../session/SessionProvider.js";
import { useTabApiClient } from "./tab-api-client.js";

/**
 * Gives a part the server draws too (`serverRendered`) its API client: the tab's once the browser
 * services have made it, and until then (on the server, while hydrating and after) one of its own
 * on the site's own origin, with the tab's language and session, so the part needs not wait for the
 * browser services (see docs/performance.md, "Signed-in pages drawn on the server"). Relative, its
 * pictures are the same on the server and in the browser. The server's HTML of the part is `inert`
 * until it has hydrated: a press on a form of it would submit the form natively, and what was
 * typed into it could not be kept.
 */
export function WithRenderedApiClient({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const [own] = useState(() =>
    createApiClient({ baseUrl: "", language: locale, hasSession: isSignedIn, onSessionExpired: expireBrowserSession }),
  );
  const tab = useTabApiClient();
  const hydrated = useHydrated();
  return (
    <ApiClientProvider client={tab ?? own}>
      <div style={{ display: "contents" }} inert={!hydrated}>
        {children}
      </div>
    </ApiClientProvider>
  );
}
