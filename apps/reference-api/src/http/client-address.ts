import { createHmac } from "node:crypto";
import { CLIENT_ADDRESS_SIGNATURE_HEADER } from "@casino/api-client/proxy";
import type { Context } from "hono";
import type { ServerContext } from "../server-context.ts";
import type { AppEnv } from "./app-env.ts";
import { sameSecret } from "./auth.ts";

/**
 * The address a request came from, for rate limits. In order:
 * - with a forwarding secret (`REFERENCE_API_FORWARDING_SECRET`), an `X-Forwarded-For` that the
 *   site signed (`X-Forwarded-For-Signature`: HMAC-SHA256 of the address under the shared secret,
 *   base64url, as `@casino/api-client/proxy`'s `signClientAddress` makes it): the address the
 *   site's own server saw;
 * - behind a proxy the deployment trusts (`REFERENCE_API_TRUST_PROXY=1`), the last
 *   `X-Forwarded-For` entry, the one that proxy wrote (entries before it are the client's own words);
 * - else the TCP peer. Never an address a client chose: it would dodge every limit by rotating it.
 */
export function clientAddress(c: Context<AppEnv>, ctx: ServerContext): string {
  const forwarded = c.req.header("x-forwarded-for")?.trim();
  const secret = ctx.config.forwardingSecret;
  if (forwarded && secret !== undefined) {
    const expected = createHmac("sha256", secret).update(forwarded).digest("base64url");
    if (sameSecret(c.req.header(CLIENT_ADDRESS_SIGNATURE_HEADER), expected)) return forwarded;
  }
  if (forwarded && ctx.config.trustProxy) {
    const written = forwarded.split(",").at(-1)?.trim();
    if (written) return written;
  }
  // `incoming` exists only under the Node server (tests calling `app.request` have no socket).
  const incoming = (c.env as Partial<AppEnv["Bindings"]> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? "unknown";
}
