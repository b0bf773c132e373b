import type { HttpCore } from "../core/http-core";
import { withIdempotencyKey, type MoneyCallOptions } from "../core/idempotency";
import type { CallOptions } from "../core/request-options";
import {
  calendarAwardResponseSchema,
  claimRewardResponseSchema,
  rakebackClaimResponseSchema,
  rakebackDaysResponseSchema,
  type ClaimRewardRequest,
} from "../schemas/rakeback";

/** A rakeback claim: the day and the player's own date and zone. */
export type RakebackClaimInput = {
  bonusId: number | string;
  /** The `yyyy-MM-dd` day being claimed. */
  claimDate: string;
  /** The player's current date-time, as their device sees it. */
  customerDate: string;
  /** The player's IANA time zone. */
  timeZone: string;
};

/** The rakeback calendar and the cashback accumulator. */
export function rakebackEndpoints(core: HttpCore) {
  return {
    /** GET /api/admin/get-rakeback-days?user={id}&bonusId; refreshed every 10 s by the hook. */
    getRakebackDays(
      query: { userId: number | string; bonusId?: number | string | undefined },
      options: CallOptions = {},
    ) {
      return core.request({
        endpoint: "rakebackDays",
        method: "get",
        schema: rakebackDaysResponseSchema,
        searchParams: { user: query.userId, bonusId: query.bonusId },
        requiresToken: true,
        ...options,
      });
    },
    /**
     * POST /api/user/rakeback-claim?timeZone&customerDate&bonusId with body `{ bonusId, claimDate,
     * customerDate }`. Success when `data.amount` is 0 or more.
     */
    claimRakeback(input: RakebackClaimInput, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "rakebackClaim",
        method: "post",
        schema: rakebackClaimResponseSchema,
        searchParams: { timeZone: input.timeZone, customerDate: input.customerDate, bonusId: input.bonusId },
        json: { bonusId: input.bonusId, claimDate: input.claimDate, customerDate: input.customerDate },
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
    /** GET /api/user/calendar-award?user={id}: the cashback accumulator; polled every 15 s by the hook. */
    getCalendarAward(query: { userId: number | string }, options: CallOptions = {}) {
      return core.request({
        endpoint: "calendarAward",
        method: "get",
        schema: calendarAwardResponseSchema,
        searchParams: { user: query.userId },
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/claim-reward (implied): claims a reward-calendar day or the cashback payout. */
    claimReward(body: ClaimRewardRequest, options: MoneyCallOptions = {}) {
      return core.request({
        endpoint: "claimReward",
        method: "post",
        schema: claimRewardResponseSchema,
        json: body,
        requiresToken: true,
        ...withIdempotencyKey(options),
      });
    },
  };
}

/** The rakeback calls of a client. */
export type RakebackEndpoints = ReturnType<typeof rakebackEndpoints>;
