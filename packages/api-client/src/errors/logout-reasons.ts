import type { LogoutReasonCode } from "../schemas/session";

/**
 * The logout reasons (001 §4) and the alert text key of each. The inactivity timeout uses the
 * inactive title and message; every other reason the logout title and message.
 */
export const LOGOUT_REASONS = {
  USER_INITIATED: "alert.logout.reason.USER_INITIATED",
  USER_INACTIVITY_TIMEOUT: "alert.logout.reason.USER_INACTIVITY_TIMEOUT",
  SESSION_EXPIRED: "alert.logout.reason.SESSION_EXPIRED",
  ACCOUNT_LOCKED: "alert.logout.reason.ACCOUNT_LOCKED",
  SECURITY_LOGOUT: "alert.logout.reason.SECURITY_LOGOUT",
  CONCURRENT_SESSION: "alert.logout.reason.CONCURRENT_SESSION",
  SYSTEM_MAINTENANCE: "alert.logout.reason.SYSTEM_MAINTENANCE",
} as const satisfies Record<LogoutReasonCode, string>;

/**
 * The title and message keys of the session-ended alert for a reason (001 §4).
 *
 * @example
 * logoutAlertKeys("USER_INACTIVITY_TIMEOUT"); // => { title: "alert.inactive.title", message: "alert.inactive.message" }
 */
export function logoutAlertKeys(reason: LogoutReasonCode): { title: string; message: string } {
  return reason === "USER_INACTIVITY_TIMEOUT"
    ? { title: "alert.inactive.title", message: "alert.inactive.message" }
    : { title: "alert.logout.title", message: "alert.logout.message" };
}
