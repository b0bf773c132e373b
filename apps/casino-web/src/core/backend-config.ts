import { DEFAULT_THEME, REQUEST_TIMEOUT_MS } from "@casino/domain";
import { GUEST_READ_REUSE_MS } from "./guest-reads";

/** Where the site finds its back end. Read on the server only: the system token must never reach the browser. */
export interface BackendConfig {
  /** Base URL of the casino API (`/api/user`, `/api/admin`). */
  apiUrl: string;
  /** Host that `/api/core/*` calls are rewritten to. */
  coreUrl: string;
  /** Realtime (socket.io) endpoint; the API host unless configured. */
  socketUrl: string;
  /**
   * Reverse-geocoding lookup for the location re-check (a public maps service; see docs/features.md, "Restricted countries"),
   * called as `?latitude=..&longitude=..`; the reference API's stand-in unless configured.
   */
  reverseGeocodeUrl: string;
  /** The theme used when the back end's settings name none (or cannot be loaded). */
  defaultTheme: string;
  /** System-level access token (see docs/security.md), sent by server-side calls only; `undefined` when not configured. */
  systemToken: string | undefined;
  /** How long the server waits for one back-end answer before the page shows its error state, in ms. */
  timeoutMs: number;
  /**
   * The secret the site signs the visitor's address with (`CASINO_FORWARDING_SECRET`, the back
   * end's matching one), so the back end's rate limits count the address the site saw; `undefined` when not configured.
   */
  forwardingSecret: string | undefined;
  /**
   * Addresses of the proxies in front of the site (`CASINO_TRUSTED_PROXIES`, comma-separated): an
   * `X-Forwarded-For` entry is taken from them only. None: the visitor is the site's TCP peer.
   */
  trustedProxies: readonly string[];
  /**
   * How long the server reuses the back end's answer to a read that is the same for every visitor
   * (the settings, a guest's reads: `src/core/guest-reads.ts`), in ms (`CASINO_GUEST_READ_REUSE_MS`);
   * 0 asks the back end on every render.
   */
  guestReadReuseMs: number;
  /**
   * How long a page that draws a player's data on the server (`RenderedQueries`) waits for those
   * reads before it goes out without them, in ms (`CASINO_RENDERED_READS_WAIT_MS`): the reads then
   * follow in the same response and the parts draw them once hydrated, so a slow back end holds
   * the page's first byte this long at most, not for `timeoutMs`.
   */
  renderedReadsWaitMs: number;
}

/**
 * What the browser needs of the back end: the realtime endpoint and the location lookup. Every
 * other call goes to the site's own origin (see docs/security.md, "The session token"), and the
 * system token never leaves the server.
 */
export type PublicBackendConfig = Pick<BackendConfig, "socketUrl" | "reverseGeocodeUrl">;

/**
 * How long a page waits for the player's data it draws on the server, by default: a healthy back
 * end answers in tens of ms, and past this the page is better sent without it (docs/performance.md,
 * "Signed-in pages drawn on the server").
 */
export const RENDERED_READS_WAIT_MS = 3_000;

/** The reference API on localhost, used when no back end is configured. */
export const REFERENCE_API_URL = "http://localhost:4000";

function readUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  // A trailing slash would double up with the endpoint paths.
  return trimmed ? trimmed.replace(/\/+$/, "") : undefined;
}

function readWholeNumber(value: string | undefined): number | undefined {
  const parsed = Number(value?.trim());
  return value?.trim() && Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

function readPositiveInteger(value: string | undefined): number | undefined {
  const parsed = Number(value?.trim());
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** Reads the back-end location from the environment (see the README, "Environment"). */
export function readBackendConfig(env: Record<string, string | undefined>): BackendConfig {
  const apiUrl = readUrl(env.CASINO_API_URL) ?? REFERENCE_API_URL;
  return {
    apiUrl,
    coreUrl: readUrl(env.CASINO_CORE_URL) ?? apiUrl,
    socketUrl: readUrl(env.CASINO_SOCKET_URL) ?? apiUrl,
    reverseGeocodeUrl: readUrl(env.CASINO_REVERSE_GEOCODE_URL) ?? `${apiUrl}/geo/reverse`,
    defaultTheme: env.CASINO_DEFAULT_THEME?.trim() || DEFAULT_THEME,
    systemToken: env.CASINO_SYSTEM_TOKEN?.trim() || undefined,
    timeoutMs: readPositiveInteger(env.CASINO_API_TIMEOUT_MS) ?? REQUEST_TIMEOUT_MS,
    forwardingSecret: env.CASINO_FORWARDING_SECRET?.trim() || undefined,
    trustedProxies: (env.CASINO_TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
    guestReadReuseMs: readWholeNumber(env.CASINO_GUEST_READ_REUSE_MS) ?? GUEST_READ_REUSE_MS,
    renderedReadsWaitMs: readPositiveInteger(env.CASINO_RENDERED_READS_WAIT_MS) ?? RENDERED_READS_WAIT_MS,
  };
}

/** The part of the configuration handed to the browser; the system token and the forwarding secret are left out by construction. */
export function publicBackendConfig(config: BackendConfig): PublicBackendConfig {
  return { socketUrl: config.socketUrl, reverseGeocodeUrl: config.reverseGeocodeUrl };
}
