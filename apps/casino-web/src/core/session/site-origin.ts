/** Where the site's own origin is read from: the configured one, else the request's Host. */
export interface SiteOriginSource {
  /** `CASINO_SITE_ORIGIN`, for a site behind a proxy that rewrites the Host header. */
  configured?: string | undefined;
  headers: { get(name: string): string | null };
  /** The protocol the server saw (`https:`), when no proxy names one. */
  protocol: string;
}

/**
 * The origin the site's pages are served from, which the pages' own writes carry as `Origin`:
 * `CASINO_SITE_ORIGIN` when set, else the request's `Host` with its protocol
 * (`X-Forwarded-Proto` first, as a TLS-terminating proxy reports it). A cross-site form cannot
 * change either header, so the comparison holds against it.
 *
 * @example siteOriginOf({ headers: new Headers({ host: "casino.test" }), protocol: "https:" }) // "https://casino.test"
 */
export function siteOriginOf(source: SiteOriginSource): string {
  const configured = source.configured?.trim().replace(/\/+$/, "");
  if (configured) return configured;
  const protocol = source.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? source.protocol.replace(/:$/, "");
  return `${protocol}://${source.headers.get("host") ?? "localhost"}`;
}

/** The site's origin for a request the site's server handles (`CASINO_SITE_ORIGIN`, else its Host). */
export function requestSiteOrigin(request: {
  headers: { get(name: string): string | null };
  nextUrl: { protocol: string };
}): string {
  return siteOriginOf({
    configured: process.env.CASINO_SITE_ORIGIN,
    headers: request.headers,
    protocol: request.nextUrl.protocol,
  });
}

/**
 * The site's origin for a page the server renders, which sees headers but not the request's URL. Next's
 * server names the protocol it was reached on in `X-Forwarded-Proto` (a proxy in front names its own), so
 * the fallback is for a server that does neither; a player-facing site is served over TLS.
 */
export function pageSiteOrigin(headers: { get(name: string): string | null }): string {
  return siteOriginOf({ configured: process.env.CASINO_SITE_ORIGIN, headers, protocol: "https:" });
}
