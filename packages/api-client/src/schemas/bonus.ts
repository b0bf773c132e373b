import * as v from "valibot";
import { dateTextSchema, idSchema, maybe, moneySchema, pageSchema, successField } from "./common";

/** A promotion banner; the calendar preview truncates `bannerTitle` to 35 characters. */
export const bonusBannerSchema = v.looseObject({
  bannerTitle: maybe(v.string()),
  bannerImage: maybe(v.string()),
  description: maybe(v.string()),
});

/** A bonus or promotion row. Only `id` is required. */
export const bonusSchema = v.looseObject({
  id: idSchema,
  /** A bonus the player took: its promotion's id (`id` is then the player's bonus). */
  bonusId: maybe(idSchema),
  userBonusId: maybe(idSchema),
  name: maybe(v.string()),
  bonusType: maybe(v.string()),
  status: maybe(v.string()),
  depositAmount: maybe(moneySchema),
  freeSpinsQuantity: maybe(v.number()),
  freeSpinsLeft: maybe(v.number()),
  freeSpinGame: maybe(v.union([v.string(), v.looseObject({ name: maybe(v.string()) })])),
  bonusAmount: maybe(moneySchema),
  multiplier: maybe(v.number()),
  wagerLeft: maybe(moneySchema),
  wageredAmount: maybe(moneySchema),
  startDate: maybe(dateTextSchema),
  expirationDate: maybe(dateTextSchema),
  amountConverted: maybe(moneySchema),
  depositBonusPercent: maybe(v.number()),
  maxBonusThreshold: maybe(moneySchema),
  maxWinAmount: maybe(moneySchema),
  minBalance: maybe(moneySchema),
  minDeposit: maybe(moneySchema),
  validTo: maybe(dateTextSchema),
  /** ISO weekdays (1 Monday to 7 Sunday) on which the promotion may be taken (this project's field). */
  calendarDays: maybe(v.array(v.number())),
  /** Deposits the player must have made before it; a deposit bonus goes with the next one (this project's field). */
  requiredDepositCount: maybe(v.number()),
  /** The brand asks for a verified e-mail before it (this project's field). */
  requiresEmailVerification: maybe(v.boolean()),
  wageringMultiplier: maybe(v.number()),
  wageringType: maybe(v.string()),
  lastUpdate: maybe(dateTextSchema),
  banner: maybe(bonusBannerSchema),
});
/** A bonus row. */
export type Bonus = v.InferOutput<typeof bonusSchema>;

/** GET /api/admin/get-all-bonus and /api/user/get-user-bonus: `{ success, data: { bonus: { count, rows } } }`. */
export const bonusListResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ bonus: pageSchema(bonusSchema) }),
});
/** Parsed bonus list. */
export type BonusListResponse = v.InferOutput<typeof bonusListResponseSchema>;

/** The all-bonus query, every parameter the spec names; `limit` defaults to 24. */
export type AllBonusQuery = {
  pageNo?: number;
  limit?: number;
  isDeposit?: boolean;
  language?: string;
  cpnc?: string;
  dayOfWeek?: number;
  timeZone?: string;
  countryCheck?: string;
  currencyCode?: string;
  countryCode?: string;
  subdivision?: string;
  type?: string;
  calendarDateTime?: string;
};

/** The user-bonus query: page and an optional status (active, availed, cancelled, ...). */
export type UserBonusQuery = { pageNo?: number; limit?: number; status?: string };

/** Body of activate, cancel and claim bonus (implied). */
export const bonusActionRequestSchema = v.looseObject({ bonusId: idSchema, userBonusId: v.optional(idSchema) });
/** Body of a bonus action. */
export type BonusActionRequest = v.InferInput<typeof bonusActionRequestSchema>;

/**
 * Body of activate-bonus: a bonus action, and `confirmCancelActive` (this project's field): the
 * player said yes to the warning that this deposit bonus cancels their active bonus and burns its
 * amount. Without it such an activation is refused with `ACTIVE_BONUS_WOULD_BE_CANCELLED` (409),
 * whose `data` names the active bonus (`userBonusId`, `name`) and the `amount` it would burn.
 */
export const activateBonusRequestSchema = v.looseObject({
  ...bonusActionRequestSchema.entries,
  confirmCancelActive: v.optional(v.boolean()),
});
/** Body of activate-bonus. */
export type ActivateBonusRequest = v.InferInput<typeof activateBonusRequestSchema>;

/** Answer of a bonus action: `{ success, message?, data?: { userBonus? } }`; failures carry a bonus error code. */
export const bonusActionResponseSchema = v.looseObject({
  success: successField,
  message: maybe(v.string()),
  data: maybe(v.looseObject({ userBonus: maybe(bonusSchema), amount: maybe(moneySchema) })),
});
/** Parsed bonus action answer. */
export type BonusActionResponse = v.InferOutput<typeof bonusActionResponseSchema>;

/** POST /api/user/apply-coupon (implied) body. */
export const applyCouponRequestSchema = v.looseObject({ couponCode: v.pipe(v.string(), v.nonEmpty()) });
/** Body of apply-coupon. */
export type ApplyCouponRequest = v.InferInput<typeof applyCouponRequestSchema>;
