import * as v from "valibot";
import { maybe, moneySchema, successField } from "./common";

/** One bar of a game's pulse: the rounds of a span of time and those that paid. */
export const gamePulseBucketSchema = v.looseObject({
  from: v.string(),
  to: v.string(),
  rounds: v.number(),
  wins: v.number(),
});

/** One of a game's latest wins; `player` is null for a player in ghost mode. */
export const gamePulseWinSchema = v.looseObject({
  player: maybe(v.string()),
  amount: moneySchema,
  currencyCode: maybe(v.string()),
  at: v.string(),
});

/** GET game pulse: a game's activity over time and its latest wins (see docs/features.md, "Game Pulse"). */
export const gamePulseResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ buckets: v.array(gamePulseBucketSchema), recentWins: v.array(gamePulseWinSchema) }),
});
/** Parsed game pulse. */
export type GamePulseResponse = v.InferOutput<typeof gamePulseResponseSchema>;
/** A game's pulse. */
export type GamePulse = GamePulseResponse["data"];
