import { createApiClient, type AppSettings } from "@casino/api-client";
import { SERVER_AUTH_FETCH_TIMEOUT_MS } from "@casino/domain";
import type { BackendConfig } from "../../../core/backend-config";

/** How long a prefetch may reuse the settings the last page request loaded. */
const PREFETCH_REUSE_MS = 30_000;

let lastLoaded: { settings: AppSettings; at: number } | null = null;

/**
 * The back end's settings for the proxy's routing (the locales served, the page URL table) and
 * for the page it hands them to. They are the brand's, the same for every visitor: a page request
 * reuses what the last one loaded for `guestReadReuseMs` (5 s; `CASINO_GUEST_READ_REUSE_MS`), so
 * an instance under load asks once per five seconds and a brand's change shows within them; a
 * prefetch of a link reuses it for 30 s, so a page full of links does not ask once per link.
 * `null` when they cannot be loaded within 5 s.
 */
export async function loadProxySettings(
  backend: Pick<BackendConfig, "apiUrl" | "coreUrl" | "systemToken" | "guestReadReuseMs">,
  { prefetch, now = Date.now() }: { prefetch: boolean; now?: number },
): Promise<AppSettings | null> {
  const reuseMs = prefetch ? Math.max(PREFETCH_REUSE_MS, backend.guestReadReuseMs) : backend.guestReadReuseMs;
  if (lastLoaded !== null && now - lastLoaded.at < reuseMs) return lastLoaded.settings;
  // The settings are the brand's, not a player's: asked without the visitor's token.
  const api = createApiClient({
    baseUrl: backend.apiUrl,
    coreUrl: backend.coreUrl,
    ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
    fetch: (input, init) => fetch(input, { ...init, cache: "no-store" }),
  });
  try {
    const { data } = await api.content.getSettings({ timeoutMs: SERVER_AUTH_FETCH_TIMEOUT_MS });
    lastLoaded = { settings: data, at: now };
    return data;
  } catch (error) {
    // One line in the server log: the page says the rest to the visitor.
    console.warn(`settings could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
