import { LOCAL_STORAGE_KEYS } from "./storage-keys";

/** Why a player was logged out; sent as `reason` to POST /api/user/logout. */
export const LOGOUT_REASONS = [
  "USER_INITIATED",
  "USER_INACTIVITY_TIMEOUT",
  "SESSION_EXPIRED",
  "ACCOUNT_LOCKED",
  "SECURITY_LOGOUT",
  "CONCURRENT_SESSION",
  "SYSTEM_MAINTENANCE",
] as const;

/** One of {@link LOGOUT_REASONS}. */
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

/** Local-storage key of the {@link StoredLogout} waiting for the next click or key press. */
export const STORED_LOGOUT_STORAGE_KEY = LOCAL_STORAGE_KEYS.storedLogout;

/** A logout remembered so the session alert can show on the next click or key press. */
export interface StoredLogout {
  reason: LogoutReason;
  /** When the logout happened, ms since the epoch. */
  at: number;
}

/** The texts of the session-ended alert. */
export interface LogoutAlert {
  /** `inactive` after USER_INACTIVITY_TIMEOUT, `logout` for every other reason. */
  variant: "inactive" | "logout";
  titleKey: string;
  messageKey: string;
  /** A text key naming the reason, for a line under the message. */
  reasonKey: string;
}

/**
 * Whether a value is one of the logout reasons (any case is not accepted: the reasons are codes).
 *
 * @example isLogoutReason("SESSION_EXPIRED") // true
 */
export function isLogoutReason(value: unknown): value is LogoutReason {
  return typeof value === "string" && (LOGOUT_REASONS as readonly string[]).includes(value);
}

/**
 * The text key naming a logout reason, for the line under the session-ended alert's message.
 *
 * @example logoutReasonTextKey("CONCURRENT_SESSION") // "alert.logout.reason.CONCURRENT_SESSION"
 */
export function logoutReasonTextKey(reason: LogoutReason): string {
  return `alert.logout.reason.${reason}`;
}

/**
 * The alert a stored logout reason shows: the inactive title and message after an
 * inactivity timeout, the logout title and message for every other reason.
 *
 * @example logoutAlert("USER_INACTIVITY_TIMEOUT").titleKey // "alert.inactive.title"
 * @example logoutAlert("SESSION_EXPIRED").titleKey // "alert.logout.title"
 */
export function logoutAlert(reason: LogoutReason): LogoutAlert {
  const variant = reason === "USER_INACTIVITY_TIMEOUT" ? "inactive" : "logout";
  return {
    variant,
    titleKey: `alert.${variant}.title`,
    messageKey: `alert.${variant}.message`,
    reasonKey: logoutReasonTextKey(reason),
  };
}

/**
 * Whether a logout is followed by the session-ended alert: every reason but the player's own
 * Log out, which needs no explanation.
 *
 * @example showsLogoutAlert("USER_INACTIVITY_TIMEOUT") // true
 * @example showsLogoutAlert("USER_INITIATED") // false
 */
export function showsLogoutAlert(reason: LogoutReason): boolean {
  return reason !== "USER_INITIATED";
}

/**
 * The stored form of a logout (a JSON string for local storage).
 *
 * @example serializeStoredLogout({ reason: "SESSION_EXPIRED", at: 0 }) // '{"reason":"SESSION_EXPIRED","at":0}'
 */
export function serializeStoredLogout(logout: StoredLogout): string {
  return JSON.stringify({ reason: logout.reason, at: logout.at });
}

/**
 * Reads a stored logout; anything unreadable or with an unknown reason gives `null`, so a
 * corrupted entry never shows a wrong alert.
 *
 * @example parseStoredLogout('{"reason":"SESSION_EXPIRED","at":0}') // { reason: "SESSION_EXPIRED", at: 0 }
 */
export function parseStoredLogout(stored: string | null | undefined): StoredLogout | null {
  if (stored == null || stored === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { reason, at } = value as { reason?: unknown; at?: unknown };
  if (!isLogoutReason(reason) || typeof at !== "number" || !Number.isFinite(at)) return null;
  return { reason, at };
}
