import { DEFAULT_PATHS } from "@casino/api-client";
import { UPLOAD_REQUEST_MAX_BYTES } from "@casino/domain";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";

/** The largest JSON body any call takes: far above any real one, far below what would tie the server up. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * The largest upload body, the kit's (`UPLOAD_REQUEST_MAX_BYTES`, which the site's server forwards
 * too): 1 MB above the 25 MB file rule, so a file just over 25 MB is read and refused in words
 * (`FILE_TOO_LARGE`, with the limit), and anything far larger is cut off unread.
 */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_REQUEST_MAX_BYTES;

/** Refuses every body over {@link JSON_BODY_MAX_BYTES} with 413 before reading it, uploads aside (their route has its own limit). */
export function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: (c) =>
      c.json(
        {
          success: false,
          errorCode: "PAYLOAD_TOO_LARGE",
          message: `The request body is over the ${String(JSON_BODY_MAX_BYTES / 1024 / 1024)} MB limit`,
          data: { maxBytes: JSON_BODY_MAX_BYTES },
        },
        413,
      ),
  });
  return (c, next) => (c.req.path === DEFAULT_PATHS.uploadDocument ? next() : limit(c, next));
}
