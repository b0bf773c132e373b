import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import type { FaultRegistry } from "./faults.ts";

/** `value` with every key `from`, at any depth, named `to`. */
function renameKeys(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, from, to));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === from ? to : key, renameKeys(item, from, to)]),
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Applies the fault set for a request's path (never to the control endpoints themselves). */
export function faultMiddleware(faults: FaultRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith("/__control")) return next();
    const rule = faults.take(c.req.method, c.req.path);
    if (!rule) return next();
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.dropSocket) {
      // Closing the TCP connection is what a crashed upstream or a cut network looks like to the client.
      c.env.incoming.socket.destroy();
      return new Response(null, { status: 502 });
    }
    if (rule.malformed) {
      return new Response('{"success": true, "data": {"truncated', {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }
    if (rule.status) {
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: "INJECTED_FAULT",
          message: `Fault injected for ${c.req.path}: status ${rule.status}`,
        }),
        { status: rule.status, headers: { "content-type": "application/json" } },
      );
    }
    await next();
    if (rule.renameField && c.res.headers.get("content-type")?.includes("application/json")) {
      const { from, to } = rule.renameField;
      const body = renameKeys(await c.res.json(), from, to);
      c.res = new Response(JSON.stringify(body), {
        status: c.res.status,
        headers: { "content-type": "application/json" },
      });
    }
  };
}
