import {
  ACCESS_TOKEN_STORAGE_KEY,
  COOKIE_NAMES,
  parseStoredLogout,
  serializeStoredLogout,
  sessionExpiredRedirect,
  storageKeysClearedOnSessionExpiry,
  STORED_LOGOUT_STORAGE_KEY,
  type StoredLogout,
} from "@casino/domain";
import { cookieAssignment, readCookie } from "@casino/features";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, blocked third-party storage).
    return null;
  }
}

/** Clears the stored sort and filter keys (and any token an older version left) after a session ends. */
export function clearSessionStorageKeys(): void {
  const store = storage();
  if (store === null) return;
  for (const key of storageKeysClearedOnSessionExpiry(Object.keys(store))) store.removeItem(key);
}

/**
 * Older versions copied the token to local storage, where any page script could read it; the
 * token now lives only in the HttpOnly cookie, so a copy found on load is deleted unread.
 */
export function removeStaleStoredToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
}

/**
 * A 403 answer in the browser (see docs/features.md, "Session and sign-in"): the site's server
 * has already cleared the cookie in that answer; here the stored sort and filter keys go, and the
 * current page opens again with `modal=login`.
 */
export function expireBrowserSession(): void {
  clearSessionStorageKeys();
  const { pathname, search, hash } = window.location;
  const target = sessionExpiredRedirect(`${pathname}${search}${hash}`);
  if (target !== `${pathname}${search}`) window.location.assign(target);
}

/**
 * Whether this page opened because the site's server found the session expired: its
 * `sessionExpired` cookie, good for a minute. Only reads; {@link settleSessionExpiry} acts on it.
 */
export function sessionExpiredOnLoad(): boolean {
  return readCookie(document.cookie, COOKIE_NAMES.sessionExpired) !== null;
}

/** After a session expired: clears the stored sort and filter keys and the cookie that said so, so it is told once. */
export function settleSessionExpiry(): void {
  clearSessionStorageKeys();
  document.cookie = cookieAssignment(COOKIE_NAMES.sessionExpired, "", {
    maxAgeSeconds: 0,
    secure: window.isSecureContext,
  });
}

/** Remembers a logout so the session-ended alert shows on the next click or key press, even after a reload. */
export function storeLogout(logout: StoredLogout): void {
  storage()?.setItem(STORED_LOGOUT_STORAGE_KEY, serializeStoredLogout(logout));
}

/** The logout waiting for its alert, taken out of storage (it shows once); `null` when none waits. */
export function takeStoredLogout(): StoredLogout | null {
  const store = storage();
  const stored = parseStoredLogout(store?.getItem(STORED_LOGOUT_STORAGE_KEY));
  store?.removeItem(STORED_LOGOUT_STORAGE_KEY);
  return stored;
}

/** Whether a logout waits for its alert, without taking it. */
export function hasStoredLogout(): boolean {
  return parseStoredLogout(storage()?.getItem(STORED_LOGOUT_STORAGE_KEY)) !== null;
}
