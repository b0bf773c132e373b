import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import type { LogEventRequest } from "../schemas/events";

/** Analytics events. */
export function eventsEndpoints(core: HttpCore) {
  return {
    /** PUT /api/user/log-event with `{ event, data, mkt, userDeviceType, cpncToSent }`. */
    logEvent(body: LogEventRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "logEvent",
        method: "put",
        schema: acknowledgementResponseSchema,
        json: body,
        ...options,
      });
    },
  };
}

/** The event calls of a client. */
export type EventsEndpoints = ReturnType<typeof eventsEndpoints>;
