import * as v from "valibot";
import { chatMessageRemovedEventSchema, chatMessageSchema, chatParticipantsEventSchema } from "./chat";
import { idSchema, maybe, moneySchema } from "./common";

/** PUT /api/user/log-event body. `cpncToSent` is the spec's wire name. */
export const logEventRequestSchema = v.looseObject({
  event: v.string(),
  data: v.optional(v.unknown()),
  mkt: v.optional(v.nullish(v.string())),
  userDeviceType: v.optional(v.nullish(v.string())),
  cpncToSent: v.optional(v.nullish(v.string())),
});
/** Body of log-event. */
export type LogEventRequest = v.InferInput<typeof logEventRequestSchema>;

/**
 * A wallet movement pushed over the socket (`debit`, `credit`, `globalCredit`): the amount moved
 * and, when the back end sends it, the wallet after it. Not shown in the spec; this project's
 * contract. A debit (a bet) adds to the cashback ngr, a credit (a win) takes from it.
 */
export const walletMovementEventSchema = v.looseObject({
  amount: moneySchema,
  currencyCode: maybe(v.string()),
  transactionId: maybe(idSchema),
  cash: maybe(moneySchema),
  nonCash: maybe(moneySchema),
  total: maybe(moneySchema),
});
/** A wallet movement event. */
export type WalletMovementEvent = v.InferOutput<typeof walletMovementEventSchema>;

/** `deposit` pushed over the socket: the player's deposit count after it (retargeting maps 1 to 5+). */
export const depositEventSchema = v.looseObject({
  count: v.number(),
  amount: maybe(moneySchema),
  transactionId: maybe(idSchema),
});
/** A deposit event. */
export type DepositEvent = v.InferOutput<typeof depositEventSchema>;

/** `failedDeposit` pushed over the socket. */
export const failedDepositEventSchema = v.looseObject({
  transactionId: maybe(idSchema),
  errorCode: maybe(v.string()),
  message: maybe(v.string()),
  paymentMethod: maybe(v.string()),
});
/** A failed-deposit event. */
export type FailedDepositEvent = v.InferOutput<typeof failedDepositEventSchema>;

/** `balance` pushed over the socket: cash, nonCash, total. */
export const balanceEventSchema = v.looseObject({ cash: moneySchema, nonCash: moneySchema, total: moneySchema });
/** A balance event. */
export type BalanceEvent = v.InferOutput<typeof balanceEventSchema>;

/**
 * `betRefused` pushed over the socket when the platform refuses a stake placed in a game: the bet
 * limit code (`dailyBetLimit`, `MAX_BET_LIMIT_REACHED`, `BONUS_MAX_BET`, …), the game, the stake,
 * and whether it was a bonus buy (then the game page offers Confirm Bonus Buy). Not shown in the
 * spec; this project's contract (see docs/features.md, "Limits").
 */
export const betRefusedEventSchema = v.looseObject({
  errorCode: v.string(),
  gameSlug: maybe(v.string()),
  amount: maybe(moneySchema),
  bonusBuy: maybe(v.boolean()),
});
/** A bet-refused event. */
export type BetRefusedEvent = v.InferOutput<typeof betRefusedEventSchema>;

/** The schema of every realtime event, by event name. */
export const realtimeEventSchemas = {
  debit: walletMovementEventSchema,
  credit: walletMovementEventSchema,
  globalCredit: walletMovementEventSchema,
  deposit: depositEventSchema,
  failedDeposit: failedDepositEventSchema,
  balance: balanceEventSchema,
  betRefused: betRefusedEventSchema,
  // The live chat's events (docs/features.md, "Live chat"): on the chat's own namespace, open to visitors.
  chatMessage: chatMessageSchema,
  chatMessageRemoved: chatMessageRemovedEventSchema,
  chatParticipants: chatParticipantsEventSchema,
} as const;

/** A realtime event name. */
export type RealtimeEventName = keyof typeof realtimeEventSchemas;
/** The payload of each realtime event. */
export type RealtimeEvents = { [K in RealtimeEventName]: v.InferOutput<(typeof realtimeEventSchemas)[K]> };
