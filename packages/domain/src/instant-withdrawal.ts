import { amountToMinorUnits, currencyMinorDigits, fitsMinorDigits, minorUnitsToAmount } from "./money/minor-units";

/**
 * The periods an instant-withdrawal allowance can run over. The product says only that instant
 * withdrawals are limited per period with the usage shown; the period, the allowance and what is
 * used of it are the back end's (see docs/features.md, "Instant withdrawal").
 */
export const INSTANT_WITHDRAWAL_PERIODS = ["day", "week", "month"] as const;

/** One of {@link INSTANT_WITHDRAWAL_PERIODS}. */
export type InstantWithdrawalPeriod = (typeof INSTANT_WITHDRAWAL_PERIODS)[number];

/** What the back end reports of the player's instant-withdrawal allowance, amounts in the wallet's currency. */
export interface ReportedInstantWithdrawal {
  limit?: number | null;
  used?: number | null;
  period?: string | null;
  /** When the period ends and the allowance is whole again. */
  resetsAt?: string | null;
}

/** The allowance as a player reads it; every amount exact to the currency's minor unit. */
export interface InstantWithdrawalStatus {
  limit: number;
  used: number;
  left: number;
  /** Used of the limit, 0 to 100, for a meter. */
  percentUsed: number;
  period: InstantWithdrawalPeriod;
  resetsAt: Date | null;
  /** Nothing is left this period. */
  exhausted: boolean;
}

/** Why an amount cannot go out instantly: nothing is left, or more than is left was asked for. */
export type InstantWithdrawalRefusal = "exhausted" | "over-left";

function isPeriod(value: unknown): value is InstantWithdrawalPeriod {
  return (INSTANT_WITHDRAWAL_PERIODS as readonly unknown[]).includes(value);
}

/**
 * The instant-withdrawal allowance from the back end's report, worked out in minor units so that
 * 500 − 149.99 is 350.01; `null` when the back end offers no instant withdrawal (no limit above 0,
 * or a period this site does not know), since then nothing true can be shown.
 *
 * @example instantWithdrawalStatus({ limit: 500, used: 149.99, period: "day", resetsAt: "2026-11-24T00:00:00Z" }, "EUR")
 *   // { limit: 500, used: 149.99, left: 350.01, percentUsed: 30, period: "day", exhausted: false, resetsAt: Date }
 */
// @__NO_SIDE_EFFECTS__
export function instantWithdrawalStatus(
  reported: ReportedInstantWithdrawal | null | undefined,
  currencyCode: string,
): InstantWithdrawalStatus | null {
  if (reported?.limit == null || reported.limit <= 0 || !isPeriod(reported.period)) return null;
  const limitMinor = amountToMinorUnits(reported.limit, currencyCode);
  const usedMinor = Math.min(limitMinor, Math.max(0, amountToMinorUnits(reported.used ?? 0, currencyCode)));
  const leftMinor = limitMinor - usedMinor;
  const resetsAt = reported.resetsAt ? new Date(reported.resetsAt) : null;
  return {
    limit: minorUnitsToAmount(limitMinor, currencyCode),
    used: minorUnitsToAmount(usedMinor, currencyCode),
    left: minorUnitsToAmount(leftMinor, currencyCode),
    percentUsed: Math.round((usedMinor * 100) / limitMinor),
    period: reported.period,
    resetsAt: resetsAt && !Number.isNaN(resetsAt.getTime()) ? resetsAt : null,
    exhausted: leftMinor === 0,
  };
}

/**
 * Whether `amount` may go out as an instant withdrawal under `status`: `null` when it may, else why
 * not. An amount that is not a valid amount yet is the amount field's to refuse, not this rule's.
 *
 * @example instantWithdrawalRefusal(status, 400, "EUR") // "over-left" when 350.01 is left
 */
// @__NO_SIDE_EFFECTS__
export function instantWithdrawalRefusal(
  status: InstantWithdrawalStatus,
  amount: number,
  currencyCode: string,
): InstantWithdrawalRefusal | null {
  if (status.exhausted) return "exhausted";
  if (amount <= 0 || !fitsMinorDigits(amount, currencyMinorDigits(currencyCode))) return null;
  return amountToMinorUnits(amount, currencyCode) > amountToMinorUnits(status.left, currencyCode) ? "over-left" : null;
}
