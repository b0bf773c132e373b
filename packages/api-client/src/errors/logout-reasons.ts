import type { LogoutReason } from "@casino/domain";

/**
 * The logout reasons (001 §4) and the text key naming each in the session-ended alert. The
 * alert's title and message (inactive or logout) come from domain's `logoutAlert`.
 */
export const LOGOUT_REASON_KEYS = {
  USER_INITIATED: "alert.logout.reason.USER_INITIATED",
  USER_INACTIVITY_TIMEOUT: "alert.logout.reason.USER_INACTIVITY_TIMEOUT",
  SESSION_EXPIRED: "alert.logout.reason.SESSION_EXPIRED",
  ACCOUNT_LOCKED: "alert.logout.reason.ACCOUNT_LOCKED",
  SECURITY_LOGOUT: "alert.logout.reason.SECURITY_LOGOUT",
  CONCURRENT_SESSION: "alert.logout.reason.CONCURRENT_SESSION",
  SYSTEM_MAINTENANCE: "alert.logout.reason.SYSTEM_MAINTENANCE",
} as const satisfies Record<LogoutReason, string>;
