/**
 * A path on this site to send a visitor back to, from a `next` parameter: a path starting with one
 * `/` (not `//`, not a backslash, no control characters), else the home page, so the parameter
 * can never send a visitor to another site.
 *
 * @example safeReturnPath("/promotions?tab=2") // "/promotions?tab=2"
 * @example safeReturnPath("//evil.example") // "/"
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (next == null || !next.startsWith("/") || next.startsWith("//")) return "/";
  if ([...next].some((character) => character === "\\" || character <= "\u001f" || character === "\u007f")) return "/";
  // A path the URL parser would move to another host is refused too.
  const parsed = new URL(next, "https://site.invalid");
  return parsed.host === "site.invalid" ? `${parsed.pathname}${parsed.search}${parsed.hash}` : "/";
}
