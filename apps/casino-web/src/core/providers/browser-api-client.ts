import { createApiClient, type ApiClient } from "@casino/api-client";
import { expireBrowserSession } from "@casino/features";

/**
 * The tab's API client: it calls the site's own origin and holds no token (see docs/security.md,
 * "The session token"); whether a call that needs a session may go is the tab's session state, and
 * a 403 (the server has cleared the cookie) opens `modal=login`.
 */
export function createBrowserApiClient(options: {
  locale: string;
  isSignedIn: () => boolean;
  reverseGeocodeUrl?: string | undefined;
}): ApiClient {
  return createApiClient({
    baseUrl: window.location.origin,
    ...(options.reverseGeocodeUrl === undefined ? {} : { reverseGeocodeUrl: options.reverseGeocodeUrl }),
    hasSession: options.isSignedIn,
    language: options.locale,
    onSessionExpired: expireBrowserSession,
  });
}
