import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { healthResponseSchema } from "../schemas/system";

/** Calls about the back end itself, for tools, tests and a home page's status. */
export function systemEndpoints(core: HttpCore) {
  return {
    /** GET /health: whether the back end is up; a failure rejects like any call. */
    health(options: CallOptions = {}) {
      return core.request({ endpoint: "health", method: "get", schema: healthResponseSchema, ...options });
    },
  };
}

/** The system calls of a client. */
export type SystemEndpoints = ReturnType<typeof systemEndpoints>;
