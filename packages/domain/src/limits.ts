import { VALIDATION_MESSAGES } from "./validation/messages";

/** How long after a bet limit change the next change is allowed. */
export const BET_LIMIT_CHANGE_INTERVAL_MS = 60 * 60_000;

/** Fixed monthly winnings limit amount, in the player's currency. */
export const MONTHLY_WINNINGS_LIMIT_AMOUNT = 700;

/** Limit periods and the numbers the back end uses for them. */
export const LIMIT_PERIODS = { daily: 0, weekly: 1, monthly: 2 } as const;

/** A limit period by name. */
export type LimitPeriod = keyof typeof LIMIT_PERIODS;

/** A limit period as the back end numbers it. */
export type LimitPeriodCode = (typeof LIMIT_PERIODS)[LimitPeriod];

/** Every kind of responsible-gambling limit a player can set (see docs/features.md, Limits). */
export const LIMIT_TYPES = [
  "bet",
  "loss",
  "deposit",
  "session-time",
  "self-exclusion",
  "freeze",
  "time-out",
  "monthly-win",
  "reality-check",
  "ghost-mode",
  "reward-calendar-opt-out",
] as const;

/** One kind of limit. */
export type LimitType = (typeof LIMIT_TYPES)[number];

/** The kinds of responsible-gambling limits with a period. */
export const PERIOD_LIMIT_KINDS = ["bet", "loss", "deposit"] as const satisfies readonly LimitType[];

/** One kind of period limit. */
export type PeriodLimitKind = (typeof PERIOD_LIMIT_KINDS)[number];

/**
 * The back end's number for a period.
 *
 * @example limitPeriodCode("weekly") // 1
 */
// @__NO_SIDE_EFFECTS__
export function limitPeriodCode(period: LimitPeriod): LimitPeriodCode {
  return LIMIT_PERIODS[period];
}

/**
 * The period for a back-end number (or its text), `null` for any other value.
 *
 * @example limitPeriodFromCode(2) // "monthly"
 * @example limitPeriodFromCode("0") // "daily"
 */
// @__NO_SIDE_EFFECTS__
export function limitPeriodFromCode(code: number | string | null | undefined): LimitPeriod | null {
  if (code == null || (typeof code === "string" && code.trim() === "")) return null;
  const value = Number(code);
  const entry = Object.entries(LIMIT_PERIODS).find(([, number]) => number === value);
  return entry === undefined ? null : (entry[0] as LimitPeriod);
}

function instant(value: Date | string | null | undefined): number | null {
  if (value == null || value === "") return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * When the bet limit may next be changed: one hour after the last change, or `null` when it may
 * be changed now (never changed, an unreadable date, or the hour has passed).
 *
 * @example nextBetLimitChangeAt("2026-03-01T10:00:00Z", new Date("2026-03-01T10:20:00Z")) // 2026-03-01T11:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function nextBetLimitChangeAt(lastChangedAt: Date | string | null | undefined, now: Date): Date | null {
  const last = instant(lastChangedAt);
  if (last === null) return null;
  const next = last + BET_LIMIT_CHANGE_INTERVAL_MS;
  return next > now.getTime() ? new Date(next) : null;
}

/**
 * Whether the bet limit may be changed now: once every hour. A change within the
 * hour gets "Change Not Allowed" (`error.bet.limit.CHANGE_NOT_ALLOWED`).
 *
 * @example canChangeBetLimit("2026-03-01T10:00:00Z", new Date("2026-03-01T11:00:00Z")) // true
 */
// @__NO_SIDE_EFFECTS__
export function canChangeBetLimit(lastChangedAt: Date | string | null | undefined, now: Date): boolean {
  return nextBetLimitChangeAt(lastChangedAt, now) === null;
}

/** The stake limits a player sets on every bet (the spec's global min/max and max bet), `null` for none. */
export interface BetSizeLimits {
  minBet: number | null;
  maxBet: number | null;
}

/** Which stake limit a {@link betSizeLimitsProblem} is about, and its message key. */
export interface BetSizeLimitsProblem {
  field: keyof BetSizeLimits;
  message: string;
}

/**
 * What is wrong with a minimum and maximum bet a player is about to set, or `null`: at least one
 * of them, each above 0, and the minimum not above the maximum (the back end refuses the same).
 *
 * @example betSizeLimitsProblem({ minBet: null, maxBet: 5 }) // null
 * @example betSizeLimitsProblem({ minBet: 10, maxBet: 5 }) // { field: "minBet", message: "form.validation.invalid.bet.min.above.max" }
 */
// @__NO_SIDE_EFFECTS__
export function betSizeLimitsProblem(limits: BetSizeLimits): BetSizeLimitsProblem | null {
  const { minBet, maxBet } = limits;
  if (minBet === null && maxBet === null) return { field: "maxBet", message: VALIDATION_MESSAGES.required };
  for (const field of ["minBet", "maxBet"] as const) {
    const value = limits[field];
    if (value !== null && (!Number.isFinite(value) || value <= 0))
      return { field, message: VALIDATION_MESSAGES.format };
  }
  if (minBet !== null && maxBet !== null && minBet > maxBet)
    return { field: "minBet", message: VALIDATION_MESSAGES.betMinAboveMax };
  return null;
}

/**
 * What is left of the monthly winnings limit (700 unless the back end's `userMonthlyLimit` says
 * otherwise), never below 0.
 *
 * @example monthlyWinningsRemaining(650) // 50
 */
// @__NO_SIDE_EFFECTS__
export function monthlyWinningsRemaining(wonThisMonth: number, limit: number = MONTHLY_WINNINGS_LIMIT_AMOUNT): number {
  // Whole cents, so 700 − 699.99 shows 0.01 and not 0.009999…
  return Math.max(0, Math.round((limit - wonThisMonth) * 100) / 100);
}

/** The monthly winnings limit as a player reads it: the limit, what is won of it, what is left. */
export interface MonthlyWinningsStatus {
  limit: number;
  won: number;
  left: number;
  /** Nothing is left: this month's winnings have reached the limit. */
  reached: boolean;
}

/**
 * The monthly winnings limit from the user details' `userMonthlyLimit`: the back end's figures,
 * the limit 700 and what is left worked out where it sends none; `null` when it reports no
 * winnings for the month, since then nothing true can be shown.
 *
 * @example monthlyWinningsStatus({ won: 650 }) // { limit: 700, won: 650, left: 50, reached: false }
 * @example monthlyWinningsStatus(null) // null
 */
// @__NO_SIDE_EFFECTS__
export function monthlyWinningsStatus(
  reported: { amount?: number | null; won?: number | null; left?: number | null } | null | undefined,
): MonthlyWinningsStatus | null {
  if (reported?.won == null) return null;
  const limit = reported.amount ?? MONTHLY_WINNINGS_LIMIT_AMOUNT;
  const left = reported.left ?? monthlyWinningsRemaining(reported.won, limit);
  return { limit, won: reported.won, left, reached: left <= 0 };
}
