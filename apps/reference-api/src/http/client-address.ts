import type { Context } from "hono";
import type { ServerContext } from "../server-context.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * The address a request came from, for rate limits: the TCP peer, or, behind a proxy the
 * deployment trusts (`REFERENCE_API_TRUST_PROXY=1`), the first `X-Forwarded-For` entry. Never
 * the header otherwise: a client would choose its own address and dodge every limit.
 */
export function clientAddress(c: Context<AppEnv>, ctx: ServerContext): string {
  if (ctx.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  // `incoming` exists only under the Node server (tests calling `app.request` have no socket).
  const incoming = (c.env as Partial<AppEnv["Bindings"]> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? "unknown";
}
