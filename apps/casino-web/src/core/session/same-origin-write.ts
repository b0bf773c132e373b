/** Methods that read only; everything else changes something and must come from the site itself. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Bodies our own pages send: JSON, and multipart for the document upload. */
const ACCEPTED_BODY_TYPES = ["application/json", "multipart/form-data"];

/**
 * Whether a request that changes something may go on to the back end (see docs/security.md,
 * "The session token"): it comes from a page of the site (`Origin` equal to the site's origin)
 * and what it carries is JSON or multipart (or nothing at all). A form another site submits fails
 * both ways: its `Origin` is the other site's (or `null`), and a plain form cannot send JSON.
 * `SameSite=Lax` already keeps the cookie off such a post; this is the second lock. Reads pass.
 *
 * @example isAllowedWrite({ method: "POST", origin: "https://evil.example", contentType: "text/plain", hasBody: true }, "https://casino.test") // false
 */
export function isAllowedWrite(
  request: { method: string; origin: string | null; contentType: string | null; hasBody: boolean },
  siteOrigin: string,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (request.origin === null || request.origin !== siteOrigin) return false;
  const type = request.contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  // A body always comes with its type; without one, the request must carry nothing.
  return type === "" ? !request.hasBody : ACCEPTED_BODY_TYPES.includes(type);
}
