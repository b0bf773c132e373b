import { createApiClient, type ApiClient } from "@casino/api-client";
import { expireBrowserSession } from "../session/browser-session";

/** What a tab's API client is made from. */
export interface BrowserApiClientOptions {
  /** Whether a call that needs a session may go: the tab's session state. */
  hasSession: () => boolean;
  language: string;
  reverseGeocodeUrl?: string;
}

/**
 * An API client for the browser: it calls the site's own origin and holds no token (see
 * docs/security.md, "The session token"); a 403 ends the tab's session and opens `modal=login`.
 */
export function createBrowserApiClient({
  hasSession,
  language,
  reverseGeocodeUrl,
}: BrowserApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl: window.location.origin,
    ...(reverseGeocodeUrl === undefined ? {} : { reverseGeocodeUrl }),
    hasSession,
    language,
    onSessionExpired: expireBrowserSession,
  });
}
