/**
 * The value of one cookie in a `document.cookie` string, decoded; `null` when it is not set.
 *
 * @example readCookie("a=1; accessToken=abc", "accessToken") // "abc"
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Options of {@link cookieAssignment}. */
export interface CookieAssignmentOptions {
  maxAgeSeconds: number;
  /** Only over HTTPS (browsers also keep Secure cookies on http://localhost). */
  secure: boolean;
}

/**
 * A `document.cookie` assignment for the whole site with SameSite=Lax; a max age of 0 deletes it.
 *
 * @example cookieAssignment("gameCookieConsent", "accepted", { maxAgeSeconds: 31536000, secure: true })
 */
export function cookieAssignment(
  name: string,
  value: string,
  { maxAgeSeconds, secure }: CookieAssignmentOptions,
): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
