"use client";

import { createApiClient, type ApiClient } from "@casino/api-client";
import { useState } from "react";
import { expireBrowserSession } from "../session/browser-session";
import { useSession } from "../session/SessionProvider";

/**
 * The tab's API client (see docs/security.md, "The session token"): it calls the site's own
 * origin and holds no token (the site's server adds it from the HttpOnly cookie); whether a call
 * that needs a session may go is the tab's session state; a 403 opens `modal=login`. Browser only.
 */
export function useBrowserApiClient({
  reverseGeocodeUrl,
  locale,
}: {
  reverseGeocodeUrl: string;
  locale: string;
}): ApiClient {
  const { isSignedIn } = useSession();
  const [client] = useState(() =>
    createApiClient({
      baseUrl: window.location.origin,
      reverseGeocodeUrl,
      hasSession: isSignedIn,
      language: locale,
      onSessionExpired: expireBrowserSession,
    }),
  );
  return client;
}
