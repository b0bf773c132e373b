import type { MiddlewareHandler } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { sameSecret } from "../http/auth.ts";
import type { ServerContext } from "../server-context.ts";

/** The header a control call carries the control token in. */
export const CONTROL_TOKEN_HEADER = "x-control-token";

// Methods a cross-site page can send without a CORS preflight carry a body only as a form or
// plain text; requiring JSON for every method with a body leaves such pages no way in.
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * The guard of the development-only hooks (`/__control/*`, the stand-in game round): they do
 * not exist unless control is on (404, not 403, which the client reads as an expired session),
 * answer only a caller holding the control token (401), and take only JSON bodies (415), so a
 * page in the developer's browser cannot reach them with a cross-site form or `no-cors` post.
 */
export function requireControl(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!ctx.config.controlEnabled) {
      throw new ApiFailure(
        404,
        "CONTROL_DISABLED",
        "Control endpoints are off; start the server with REFERENCE_API_CONTROL=1 to use them",
      );
    }
    if (!sameSecret(c.req.header(CONTROL_TOKEN_HEADER), ctx.controlToken)) {
      throw new ApiFailure(
        401,
        "CONTROL_TOKEN_REQUIRED",
        `Control calls need the control token in ${CONTROL_TOKEN_HEADER} (REFERENCE_API_CONTROL_TOKEN, or the one printed at start)`,
      );
    }
    const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (METHODS_WITH_BODY.has(c.req.method) && contentType !== "application/json") {
      throw new ApiFailure(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Control calls take a JSON body (Content-Type: application/json)",
      );
    }
    await next();
  };
}
