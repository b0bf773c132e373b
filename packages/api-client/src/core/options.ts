import { REQUEST_TIMEOUT_MS, SERVER_AUTH_FETCH_TIMEOUT_MS } from "@casino/domain";
import type { ApiPaths } from "../paths";

/** A value now or later: the token provider may read a cookie synchronously or refresh asynchronously. */
export type MaybePromise<T> = T | Promise<T>;

/** How a brand or a test configures the client. */
export type ApiClientOptions = {
  /** Base URL of the casino API, e.g. `https://api.brand.example`. */
  baseUrl: string;
  /** Host that `/api/core/*` paths go to; defaults to `baseUrl`. */
  coreUrl?: string;
  /** The current access token, read before every call; nothing or empty when signed out. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /**
   * Whether the player is signed in while the token is out of this client's reach: a site whose
   * same-origin server keeps it in an HttpOnly cookie and adds it on the way to the back end.
   * While it answers true, calls that need a token are sent without one (the site's server adds
   * it); while false they are refused before sending. Read only when `getToken` gives no token.
   */
  hasSession?: () => boolean;
  /** The UI language sent in the language header; a function to follow the current locale. Default `en`. */
  language?: string | (() => string);
  /** Name of the language header. Default `language`. */
  languageHeader?: string;
  /**
   * The system-level access token, sent only outside a browser: it is a secret and
   * must never reach the browser bundle, so the client ignores it where `window` exists.
   */
  systemAccessToken?: string;
  /** Name of the system access token header. Default `x-system-access-token`. */
  systemAccessTokenHeader?: string;
  /** Per-call time limit in ms. Default 15 000. */
  timeoutMs?: number;
  /** Time limit of the server-side user check in ms. Default 5 000. */
  serverUserCheckTimeoutMs?: number;
  /**
   * Called when any call is answered 403: the app clears the token and the stored sort
   * and filter keys and opens `modal=login`. The client only logs a warning.
   */
  onSessionExpired?: (context: { endpoint: string }) => void;
  /** Path overrides by endpoint name, for back ends whose paths differ. */
  paths?: Partial<ApiPaths>;
  /**
   * The reverse-geocoding service of the location re-check, an absolute URL called as
   * `?latitude=..&longitude=..` (see docs/features.md, Restricted countries). Without it,
   * `location.reverseGeocode` rejects.
   */
  reverseGeocodeUrl?: string;
  /** A fetch to use instead of the global one (Next.js passes its own on the server). */
  fetch?: typeof globalThis.fetch;
};

/** The defaults the spec fixes. */
export const CLIENT_DEFAULTS = {
  language: "en",
  languageHeader: "language",
  systemAccessTokenHeader: "x-system-access-token",
  timeoutMs: REQUEST_TIMEOUT_MS,
  serverUserCheckTimeoutMs: SERVER_AUTH_FETCH_TIMEOUT_MS,
} as const;
