/** Where the site finds its back end. Read on the server only: the system token must never reach the browser. */
export interface BackendConfig {
  /** Base URL of the casino API (`/api/user`, `/api/admin`). */
  apiUrl: string;
  /** Host that `/api/core/*` calls are rewritten to. */
  coreUrl: string;
}

/** The reference API on localhost, used when no back end is configured. */
export const REFERENCE_API_URL = "http://localhost:4000";

/** Reads the back-end location from the environment (see the README, "Point the site at a real back end"). */
export function readBackendConfig(env: Record<string, string | undefined>): BackendConfig {
  const apiUrl = env.CASINO_API_URL || REFERENCE_API_URL;
  return { apiUrl, coreUrl: env.CASINO_CORE_URL || apiUrl };
}
