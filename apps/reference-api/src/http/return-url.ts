import { ApiFailure } from "./api-failure.ts";
import { unprocessable } from "./refusals.ts";
import type { ServerContext } from "../server-context.ts";

/**
 * A page of the site to send a player back to: an http(s) URL on one of the site's own origins
 * (`REFERENCE_API_RETURN_ORIGINS`), with no `user:password@`, so a provider's return can never
 * become an open redirect to another host, a `javascript:` URL or a link that carries credentials.
 */
export function allowedReturnUrl(ctx: ServerContext, value: string): string {
  if (!URL.canParse(value))
    throw new ApiFailure(400, "VALIDATION_ERROR", "returnUrl must be an absolute URL", {
      issues: [{ field: "returnUrl", message: "must be an absolute URL" }],
    });
  const url = new URL(value);
  if (
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    !ctx.config.returnOrigins.includes(url.origin) ||
    url.username !== "" ||
    url.password !== ""
  )
    throw unprocessable(
      "RETURN_URL_NOT_ALLOWED",
      `returnUrl must be on one of ${ctx.config.returnOrigins.join(", ")}`,
      { allowedOrigins: ctx.config.returnOrigins },
    );
  return url.toString();
}
