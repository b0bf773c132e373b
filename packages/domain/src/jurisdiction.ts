/** The markets whose player protections this kit knows; `default` is for a brand that names none. */
export const JURISDICTIONS = ["default", "uk", "de", "nl", "on"] as const;

/** One market's key, as the settings' `jurisdiction` names it. */
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** When the site asks a player to set a deposit limit before they deposit. */
export type DepositLimitPrompt = "none" | "sign-up" | "first-deposit";

/**
 * The player protections one market asks for, and their numbers. Every safer-gambling rule reads
 * its numbers from here, never from a constant of its own; the package README's table
 * "Jurisdiction profiles" gives the source rule of each value.
 */
export interface JurisdictionProfile {
  key: Jurisdiction;
  /** How long a loosened deposit or loss limit waits before it applies, in hours; 0: at once (the spec's rule). */
  limitIncreaseDelayHours: number;
  /** The reality check's interval when the player has chosen none, in minutes; `null`: off until they choose one. */
  realityCheckDefaultMinutes: number | null;
  /** The intervals a player may choose for the reality check, in minutes. */
  realityCheckOptionsMinutes: readonly number[];
  /** The shortest time-out, in hours. */
  timeOutMinHours: number;
  /** The longest time-out, in days (6 weeks is 42). */
  timeOutMaxDays: number;
  /** The length of a one-tap lock (a time-out) offered to every signed-in player, in hours; `null`: none. */
  quickLockHours: number | null;
  /** Whether a player may cancel (reverse) a pending withdrawal. */
  withdrawalReversal: boolean;
  /** Shares of a deposit or loss limit, in percent, at which the player is told how much is used. */
  limitNoticePercents: readonly number[];
  /** When the site asks for a deposit limit. */
  depositLimitPrompt: DepositLimitPrompt;
  /** Whether the header shows the session's time and net position while signed in. */
  sessionClock: boolean;
}

const REALITY_CHECK_OPTIONS_MINUTES = [15, 30, 60, 120] as const;

const BASE = {
  realityCheckOptionsMinutes: REALITY_CHECK_OPTIONS_MINUTES,
  timeOutMinHours: 24,
  timeOutMaxDays: 42,
  limitNoticePercents: [50, 100],
} as const;

/** Every market's protections (see the package README, "Jurisdiction profiles", for the source of each value). */
export const JURISDICTION_PROFILES: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  default: {
    ...BASE,
    key: "default",
    limitIncreaseDelayHours: 0,
    realityCheckDefaultMinutes: null,
    quickLockHours: null,
    withdrawalReversal: true,
    depositLimitPrompt: "none",
    sessionClock: false,
  },
  uk: {
    ...BASE,
    key: "uk",
    limitIncreaseDelayHours: 24,
    realityCheckDefaultMinutes: 60,
    quickLockHours: null,
    withdrawalReversal: false,
    depositLimitPrompt: "first-deposit",
    sessionClock: true,
  },
  de: {
    ...BASE,
    key: "de",
    limitIncreaseDelayHours: 168,
    realityCheckDefaultMinutes: 60,
    quickLockHours: 24,
    withdrawalReversal: true,
    depositLimitPrompt: "sign-up",
    sessionClock: false,
  },
  nl: {
    ...BASE,
    key: "nl",
    limitIncreaseDelayHours: 24,
    realityCheckDefaultMinutes: 60,
    quickLockHours: null,
    withdrawalReversal: true,
    depositLimitPrompt: "sign-up",
    sessionClock: true,
  },
  on: {
    ...BASE,
    key: "on",
    limitIncreaseDelayHours: 24,
    realityCheckDefaultMinutes: 60,
    quickLockHours: null,
    withdrawalReversal: true,
    depositLimitPrompt: "first-deposit",
    sessionClock: true,
  },
};

/**
 * Whether a value names a known market.
 *
 * @example isJurisdiction("uk") // true
 */
export function isJurisdiction(value: unknown): value is Jurisdiction {
  return typeof value === "string" && (JURISDICTIONS as readonly string[]).includes(value);
}

/**
 * The profile a brand's setting names: `uk`, `de`, `nl`, `on` (any case, surrounding spaces
 * ignored), `default` for a missing or unknown value, so a typo never switches protections off
 * silently in a market we know (the site logs the value it did not know).
 *
 * @example jurisdictionProfile("UK").withdrawalReversal // false
 * @example jurisdictionProfile(undefined).key // "default"
 */
// @__NO_SIDE_EFFECTS__
export function jurisdictionProfile(setting: string | null | undefined): JurisdictionProfile {
  const key = setting?.trim().toLowerCase();
  return JURISDICTION_PROFILES[isJurisdiction(key) ? key : "default"];
}

/**
 * The cooling-off of a loosened limit in the profile, in milliseconds, for `limitChangeDecision`:
 * 0 (a change applies at once, as the spec has it) unless the market asks for one.
 *
 * @example limitCoolingOffMs(jurisdictionProfile("default")) // 0
 * @example limitCoolingOffMs(jurisdictionProfile("de")) // 604800000 (7 days)
 */
// @__NO_SIDE_EFFECTS__
export function limitCoolingOffMs(profile: JurisdictionProfile): number {
  return profile.limitIncreaseDelayHours * 3_600_000;
}

/**
 * The highest notice threshold (in percent) a limit's use has reached, or `null` below the first.
 * `used` and `amount` are in the same unit (minor units, or whole amounts); a limit of 0 or less
 * is fully used.
 *
 * @example limitNoticeReached(60, 100, jurisdictionProfile("uk")) // 50
 * @example limitNoticeReached(100, 100, jurisdictionProfile("uk")) // 100
 * @example limitNoticeReached(49, 100, jurisdictionProfile("uk")) // null
 */
// @__NO_SIDE_EFFECTS__
export function limitNoticeReached(used: number, amount: number, profile: JurisdictionProfile): number | null {
  if (!Number.isFinite(used) || used <= 0) return null;
  let reached: number | null = null;
  for (const percent of profile.limitNoticePercents) {
    // Compared in whole numbers (used × 100 ≥ amount × percent), so 50 % of 0.03 is never a rounding question.
    if (amount <= 0 || used * 100 >= amount * percent) reached = Math.max(reached ?? 0, percent);
  }
  return reached;
}

/**
 * Whether a player may cancel a pending withdrawal in this market (the UK forbids reversing one).
 *
 * @example mayReverseWithdrawal(jurisdictionProfile("uk")) // false
 */
// @__NO_SIDE_EFFECTS__
export function mayReverseWithdrawal(profile: JurisdictionProfile): boolean {
  return profile.withdrawalReversal;
}

/**
 * Whether to ask the player for a deposit limit at this `moment`: only where the profile asks for
 * it there, and only while they have none. A prompt at sign-up also shows at the first deposit of a
 * player who skipped it.
 *
 * @example shouldPromptDepositLimit(jurisdictionProfile("uk"), "first-deposit", false) // true
 * @example shouldPromptDepositLimit(jurisdictionProfile("default"), "first-deposit", false) // false
 */
// @__NO_SIDE_EFFECTS__
export function shouldPromptDepositLimit(
  profile: JurisdictionProfile,
  moment: Exclude<DepositLimitPrompt, "none">,
  hasDepositLimit: boolean,
): boolean {
  if (hasDepositLimit || profile.depositLimitPrompt === "none") return false;
  return profile.depositLimitPrompt === moment || moment === "first-deposit";
}

/**
 * Whether a player's deposit in this market may open with the deposit-limit prompt: the market
 * prompts (at sign-up or at the first deposit) and the player has made no deposit yet. The cashier
 * then reads their limits before it draws the form, so the form never shows and gives way to the
 * prompt (docs/features.md, "Limits"); with a deposit made, it reads none.
 *
 * @example firstDepositMayPrompt(jurisdictionProfile("uk"), 0) // true
 * @example firstDepositMayPrompt(jurisdictionProfile("uk"), 2) // false
 * @example firstDepositMayPrompt(jurisdictionProfile("default"), 0) // false
 */
// @__NO_SIDE_EFFECTS__
export function firstDepositMayPrompt(profile: JurisdictionProfile, depositCount: number | null | undefined): boolean {
  return profile.depositLimitPrompt !== "none" && (depositCount ?? 0) === 0;
}

/**
 * Whether the header shows the session's time and net position to a signed-in player.
 *
 * @example showsSessionClock(jurisdictionProfile("uk"), true) // true
 */
// @__NO_SIDE_EFFECTS__
export function showsSessionClock(profile: JurisdictionProfile, signedIn: boolean): boolean {
  return signedIn && profile.sessionClock;
}
