import * as v from "valibot";
import { dateTextSchema, idSchema, maybe, moneySchema, successField } from "./common";

/** A rakeback day: `dayDate` is a `yyyy-MM-dd` calendar day in the player's zone. */
export const rakebackDaySchema = v.looseObject({
  dayDate: v.string(),
  canClaimDate: maybe(dateTextSchema),
  bonusId: maybe(idSchema),
  /** Missing or null reads as 0 (nothing to claim). */
  amount: v.pipe(
    v.nullish(moneySchema),
    v.transform((amount) => amount ?? 0),
  ),
  paidAt: maybe(dateTextSchema),
  ended: maybe(v.boolean()),
  future: maybe(v.boolean()),
  showButton: maybe(v.boolean()),
});
/** A rakeback day. */
export type RakebackDay = v.InferOutput<typeof rakebackDaySchema>;

/** GET /api/admin/get-rakeback-days?user&bonusId: `{ success, data: RakebackDay[] }`. */
export const rakebackDaysResponseSchema = v.looseObject({ success: successField, data: v.array(rakebackDaySchema) });
/** Parsed rakeback days. */
export type RakebackDaysResponse = v.InferOutput<typeof rakebackDaysResponseSchema>;

/** Body of POST /api/user/rakeback-claim. */
export const rakebackClaimRequestSchema = v.looseObject({
  bonusId: idSchema,
  claimDate: v.string(),
  customerDate: v.string(),
});
/** Body of a rakeback claim. */
export type RakebackClaimRequest = v.InferInput<typeof rakebackClaimRequestSchema>;

/**
 * Answer of a rakeback claim: `{ success, data: { amount, bonusId } }`. A claim
 * succeeded when `data.amount` is 0 or more; a missing amount is a failure, not a
 * malformed body, so it is optional here.
 */
export const rakebackClaimResponseSchema = v.looseObject({
  success: successField,
  bonusId: maybe(idSchema),
  data: maybe(v.looseObject({ amount: maybe(moneySchema), bonusId: maybe(idSchema) })),
});
/** Parsed rakeback claim answer. */
export type RakebackClaimResponse = v.InferOutput<typeof rakebackClaimResponseSchema>;

/** The cashback accumulator: payout is `percent` % of ngr (`10` is 10 %; see docs/features.md, Cashback). */
export const userCalendarDataSchema = v.looseObject({
  ngr: maybe(moneySchema),
  payout: maybe(moneySchema),
  percent: maybe(v.number()),
});
/** Cashback accumulator figures. */
export type UserCalendarData = v.InferOutput<typeof userCalendarDataSchema>;

/** GET /api/user/calendar-award?user: `{ success, data: { userCalendarData } }`, null when there is no award. */
export const calendarAwardResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ userCalendarData: maybe(userCalendarDataSchema) }),
});
/** Parsed calendar award. */
export type CalendarAwardResponse = v.InferOutput<typeof calendarAwardResponseSchema>;

/** POST /api/user/claim-reward (implied): a reward-calendar day or the cashback accumulator. */
export const claimRewardRequestSchema = v.looseObject({
  bonusId: v.optional(idSchema),
  dayDate: v.optional(v.string()),
  customerDate: v.optional(v.string()),
  timeZone: v.optional(v.string()),
});
/** Body of a reward claim. */
export type ClaimRewardRequest = v.InferInput<typeof claimRewardRequestSchema>;

/** Answer of a reward claim: `{ success, data: { amount } }`, like the rakeback claim. */
export const claimRewardResponseSchema = rakebackClaimResponseSchema;
/** Parsed reward claim answer. */
export type ClaimRewardResponse = RakebackClaimResponse;
