import {
  ACCESS_TOKEN_COOKIE_NAME,
  ACCESS_TOKEN_STORAGE_KEY,
  sessionExpiredRedirect,
  storageKeysClearedOnSessionExpiry,
} from "@casino/domain";
import { cookieAssignment, readCookie } from "../browser/cookies";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, blocked third-party storage).
    return null;
  }
}

/**
 * The access token in the browser (spec 000 §4): the cookie, else local storage. The cookie, set
 * by the proxy from `?at=`, is copied to local storage so both places the spec names hold it.
 */
export function readBrowserToken(): string | null {
  const cookieToken = readCookie(document.cookie, ACCESS_TOKEN_COOKIE_NAME);
  const store = storage();
  if (cookieToken) {
    if (store?.getItem(ACCESS_TOKEN_STORAGE_KEY) !== cookieToken) store?.setItem(ACCESS_TOKEN_STORAGE_KEY, cookieToken);
    return cookieToken;
  }
  return store?.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? null;
}

/**
 * A 403 answer (spec 000 §4, §8): clears the token (cookie and storage) and the stored sort and
 * filter keys, then reloads the current page with `modal=login`.
 */
export function expireBrowserSession(): void {
  document.cookie = cookieAssignment(ACCESS_TOKEN_COOKIE_NAME, "", {
    maxAgeSeconds: 0,
    secure: window.isSecureContext,
  });
  const store = storage();
  if (store !== null) {
    for (const key of storageKeysClearedOnSessionExpiry(Object.keys(store))) store.removeItem(key);
  }
  const { pathname, search, hash } = window.location;
  const target = sessionExpiredRedirect(`${pathname}${search}${hash}`);
  if (target !== `${pathname}${search}`) window.location.assign(target);
}
