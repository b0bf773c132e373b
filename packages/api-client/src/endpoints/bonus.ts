import type { HttpCore } from "../core/http-core";
import { withIdempotencyKey, type MoneyCallOptions } from "../core/idempotency";
import type { CallOptions } from "../core/request-options";
import {
  bonusActionResponseSchema,
  bonusListResponseSchema,
  type ActivateBonusRequest,
  type AllBonusQuery,
  type ApplyCouponRequest,
  type BonusActionRequest,
  type UserBonusQuery,
} from "../schemas/bonus";
import { pageQuery } from "./page-query";

/** Promotions and the player's bonuses; the actions' paths are implied by the product. */
export function bonusEndpoints(core: HttpCore) {
  function action(
    endpoint: "activateBonus" | "cancelBonus" | "claimBonus",
    body: BonusActionRequest | ActivateBonusRequest,
    options: MoneyCallOptions,
  ) {
    return core.request({
      endpoint,
      method: "post",
      schema: bonusActionResponseSchema,
      json: body,
      requiresToken: true,
      ...withIdempotencyKey(options),
    });
  }

  return {
    /** GET /api/admin/get-all-bonus with every query parameter the spec names; 24 a page. */
    getAllBonus(query: AllBonusQuery = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "allBonus",
        method: "get",
        schema: bonusListResponseSchema,
        searchParams: pageQuery(query),
        ...options,
      });
    },
    /** GET /api/user/get-user-bonus: the player's bonuses; needs a token. */
    getUserBonus(query: UserBonusQuery = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "userBonus",
        method: "get",
        schema: bonusListResponseSchema,
        searchParams: pageQuery(query),
        requiresToken: true,
        ...options,
      });
    },
    /**
     * POST /api/user/activate-bonus (implied). Failures carry a bonus activation error code; a
     * deposit bonus that would cancel the active one needs `confirmCancelActive: true`.
     */
    activateBonus(body: ActivateBonusRequest, options: MoneyCallOptions = {}) {
      return action("activateBonus", body, options);
    },
    /** POST /api/user/cancel-bonus (implied). Cancelling burns the bonus's current amount. */
    cancelBonus(body: BonusActionRequest, options: MoneyCallOptions = {}) {
      return action("cancelBonus", body, options);
    },
    /** POST /api/user/claim-bonus (implied): claims a bonus waiting to be claimed (e.g. cashback). */
    claimBonus(body: BonusActionRequest, options: MoneyCallOptions = {}) {
      return action("claimBonus", body, options);
    },
    /** POST /api/user/apply-coupon (implied). Failures: coupon not applied, already redeemed. */
    applyCoupon(body: ApplyCouponRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "applyCoupon",
        method: "post",
        schema: bonusActionResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
  };
}

/** The bonus calls of a client. */
export type BonusEndpoints = ReturnType<typeof bonusEndpoints>;
