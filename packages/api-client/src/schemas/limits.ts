import { LIMIT_PERIODS, LIMIT_TYPES } from "@casino/domain";
import * as v from "valibot";
import { dateTextSchema, maybe, moneySchema, successField } from "./common";

// A period is sent as the back end numbers it: daily 0, weekly 1, monthly 2.
const limitPeriodSchema = v.picklist(Object.values(LIMIT_PERIODS));

/** One limit the player has set. */
export const limitEntrySchema = v.looseObject({
  type: v.string(),
  period: maybe(limitPeriodSchema),
  amount: maybe(moneySchema),
  minBet: maybe(moneySchema),
  maxBet: maybe(moneySchema),
  /** What the player has used of a period limit in the current period (deposited, staked or lost). */
  used: maybe(moneySchema),
  /** Session time length, in `unit`. */
  value: maybe(v.number()),
  unit: maybe(v.string()),
  permanent: maybe(v.boolean()),
  /** When a self-exclusion ends: an ISO instant. */
  expiresAt: maybe(dateTextSchema),
  updatedAt: maybe(dateTextSchema),
  /** A raise waiting for the cooling-off: the amount it will set, at `pendingUntil`. */
  pendingAmount: maybe(moneySchema),
  /** A removal waiting for the cooling-off, at `pendingUntil`. */
  pendingRemoval: maybe(v.boolean()),
  /** When a pending raise or removal applies; the limit in force until then is `amount`. */
  pendingUntil: maybe(dateTextSchema),
});
/** A limit the player has set. */
export type LimitEntry = v.InferOutput<typeof limitEntrySchema>;

/**
 * GET /api/user/get-limits: `{ success, data: { limits, ghostMode, rewardCalendarOptOut,
 * betLimitChangedAt } }` (not shown in the spec; this project's contract). `betLimitChangedAt`
 * lets the screen say "Change Not Allowed" before the hour is up.
 */
export const limitsResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({
    limits: v.array(limitEntrySchema),
    ghostMode: maybe(v.boolean()),
    rewardCalendarOptOut: maybe(v.boolean()),
    betLimitChangedAt: maybe(dateTextSchema),
  }),
});
/** Parsed limits. */
export type LimitsResponse = v.InferOutput<typeof limitsResponseSchema>;

/** POST /api/user/set-limit body: one limit at a time. */
export const setLimitRequestSchema = v.looseObject({
  type: v.picklist(LIMIT_TYPES),
  period: v.optional(limitPeriodSchema),
  amount: v.optional(v.number()),
  minBet: v.optional(v.number()),
  maxBet: v.optional(v.number()),
  value: v.optional(v.number()),
  unit: v.optional(v.picklist(["minutes", "hours", "days", "months"])),
  permanent: v.optional(v.boolean()),
  enabled: v.optional(v.boolean()),
  /**
   * The player's zone (IANA) for an exclusion's days and months: it ends at the same time of day
   * there, as the site's confirm said. UTC when missing.
   */
  timeZone: v.optional(v.string()),
});
/** Body of set-limit. */
export type SetLimitRequest = v.InferInput<typeof setLimitRequestSchema>;

/** POST /api/user/remove-limit body. */
export const removeLimitRequestSchema = v.looseObject({
  type: v.picklist(LIMIT_TYPES),
  period: v.optional(limitPeriodSchema),
});
/** Body of remove-limit. */
export type RemoveLimitRequest = v.InferInput<typeof removeLimitRequestSchema>;

/** Answer of set-limit and remove-limit: `{ success, message?, data?: LimitsResponse["data"] }`. */
export const limitChangeResponseSchema = v.looseObject({
  success: successField,
  message: maybe(v.string()),
  data: v.optional(v.unknown()),
});
/** Parsed limit change answer. */
export type LimitChangeResponse = v.InferOutput<typeof limitChangeResponseSchema>;

/**
 * POST /api/user/exclude-next-transaction body (implied): the player confirmed a bonus buy over
 * their bet limit, so only their next transaction skips the bet limit checks. `gameSlug` names the
 * game the buy was refused in, when the refusal named it.
 */
export const excludeNextTransactionRequestSchema = v.looseObject({ gameSlug: v.optional(v.nullish(v.string())) });
/** Body of exclude-next-transaction. */
export type ExcludeNextTransactionRequest = v.InferInput<typeof excludeNextTransactionRequestSchema>;
