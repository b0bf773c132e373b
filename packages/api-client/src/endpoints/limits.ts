import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { acknowledgementResponseSchema } from "../schemas/common";
import {
  type ExcludeNextTransactionRequest,
  limitChangeResponseSchema,
  limitsResponseSchema,
  type RemoveLimitRequest,
  type SetLimitRequest,
} from "../schemas/limits";

/** Responsible-gambling limits (paths implied by the product). Every call needs a token. */
export function limitsEndpoints(core: HttpCore) {
  return {
    /** GET /api/user/get-limits: the limits the player has set. */
    getLimits(options: CallOptions = {}) {
      return core.request({
        endpoint: "limits",
        method: "get",
        schema: limitsResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/set-limit. A bet-limit change within the hour fails (Change Not Allowed). */
    setLimit(body: SetLimitRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "setLimit",
        method: "post",
        schema: limitChangeResponseSchema,
        json: body,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/remove-limit. */
    removeLimit(body: RemoveLimitRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "removeLimit",
        method: "post",
        schema: limitChangeResponseSchema,
        json: body,
        requiresToken: true,
        ...options,
      });
    },
    /**
     * POST /api/user/exclude-next-transaction: the bonus-buy confirmation's Confirm Bonus Buy; only
     * the player's next transaction is excluded from the bet limit checks.
     */
    excludeNextTransaction(body: ExcludeNextTransactionRequest = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "excludeNextTransaction",
        method: "post",
        schema: acknowledgementResponseSchema,
        json: body,
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The limit calls of a client. */
export type LimitsEndpoints = ReturnType<typeof limitsEndpoints>;
