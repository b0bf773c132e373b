import {
  amountToMinorUnits,
  bonusActivation,
  calendarDayInZone,
  isoWeekdayOf,
  isSelfExcluded,
  minuteOfDayInZone,
} from "@casino/domain";
import type { ApiFailure } from "../http/api-failure.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusesOf } from "./catalog.ts";
import { depositCountOf } from "./user-details.ts";

const BLOCKER_MESSAGES: Partial<Record<string, string>> = {
  BONUS_FRAUD: "This bonus is not available for your account",
  REQUIRED_EMAIL_VERIFICATION: "Verify your e-mail address to take this bonus",
  CASHBACK_NEED_DEPOSIT: "Cashback needs at least one deposit",
  DEPOSITS_NUMBER: "This bonus needs a deposit before it",
  ACTIVE_FREE_SPINS: "Only one free-spins bonus may be active at a time",
  ACTIVE_BONUS: "Only one bonus may be active at a time",
};

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Net loss (stakes minus wins) over the last 7 days, in minor units: what instant cashback pays a share of. */
export function recentLossMinor(ctx: ServerContext, playerId: number): number {
  const since = new Date(ctx.clock.now().getTime() - 7 * 86_400_000).toISOString();
  const stakes = ctx.store.transactions.sum(playerId, "bet", ["completed"], since);
  const wins = ctx.store.transactions.sum(playerId, "win", ["completed"], since);
  return stakes - wins;
}

/**
 * Why `player` may not take `bonus` now, as a refusal with one of the bonus activation codes
 * (`docs/features.md`, "Bonuses"), or null when they may. The player's state (self-exclusion,
 * e-mail, deposits, bonuses taken) answers 409; the promotion's own rules (its days, hours,
 * registration window) answer 422. Times are the brand's (UTC); a brand in another zone would
 * pass it here. Last, a deposit bonus that would cancel the active bonus, burning its amount, is
 * refused (409 `ACTIVE_BONUS_WOULD_BE_CANCELLED`, naming that bonus and its amount) unless the
 * call says the player agreed (`confirmCancelActive`).
 */
export function bonusActivationRefusal(
  ctx: ServerContext,
  player: Player,
  bonus: SeedBonus,
  options: { confirmCancelActive: boolean },
): ApiFailure | null {
  const now = ctx.clock.now();
  const today = calendarDayInZone(now, "UTC");
  const taken = ctx.store.playerBonuses.list(player.id);
  const active = taken.filter((record) => record.status === "active");
  const bonuses = new Map(bonusesOf(ctx).map((entry) => [entry.id, entry]));
  const depositCount = depositCountOf(ctx, player.id);
  const ids = { promotionId: bonus.id, userId: player.id };
  const stateRefusal = (code: string, message: string) => conflict(code, message, ids);
  const ruleRefusal = (code: string, message: string) => unprocessable(code, message, ids);

  if (isSelfExcluded(player.profile.userLimit, now))
    return stateRefusal("SELF_EXCLUDED", "A self-excluded player may only withdraw");
  // The player's side (duplicate account, e-mail, deposits, one bonus and one free-spins bonus at a time) is the domain rule.
  const check = bonusActivation(
    {
      id: bonus.id,
      type: bonus.type,
      requiresEmailVerification: bonus.requiresEmailVerification,
      requiresDeposit: bonus.requiredDepositCount !== null && bonus.requiredDepositCount > 0,
    },
    {
      bonuses: active.map((record) => ({
        id: record.id,
        type: bonuses.get(record.bonusId)?.type ?? "deposit",
        status: record.status,
        amount: record.amountMinor,
      })),
      duplicateAccount: player.profile.duplicateAccount,
      isEmailVerified: player.profile.isEmailVerified,
      depositCount,
    },
  );
  const [blocker] = check.blockers;
  if (blocker) return stateRefusal(blocker, BLOCKER_MESSAGES[blocker] ?? "This bonus cannot be activated");
  if (bonus.validTo !== null && bonus.validTo < today)
    return ruleRefusal("DAYS_VALID", `This promotion ended on ${bonus.validTo}`);
  if (!bonus.calendarDays.includes(isoWeekdayOf(today)))
    return ruleRefusal("VALID_ON_DAYS", "This promotion is not valid today");
  if (bonus.timeWindow) {
    const minute = minuteOfDayInZone(now, "UTC");
    if (minute < minutesOf(bonus.timeWindow.from))
      return ruleRefusal("START_TIME_ERROR", `This promotion starts at ${bonus.timeWindow.from} UTC`);
    if (minute >= minutesOf(bonus.timeWindow.to))
      return ruleRefusal("END_TIME_ERROR", `This promotion ended at ${bonus.timeWindow.to} UTC`);
  }
  if (
    bonus.registrationWindowHours !== null &&
    now.getTime() - Date.parse(player.createdAt) > bonus.registrationWindowHours * 3_600_000
  ) {
    return ruleRefusal(
      "REGISTRATION_BONUS",
      `This bonus had to be taken within ${bonus.registrationWindowHours} hours of registration`,
    );
  }
  const previous = taken.find((record) => record.bonusId === bonus.id);
  if (previous?.status === "cancelled") return stateRefusal("CANCELLED", "You cancelled this bonus earlier");
  if (previous) return stateRefusal("RETRY_PERIOD", "You have already used this bonus");
  if (
    bonus.maxParticipants !== null &&
    bonus.participants + ctx.store.playerBonuses.participants(bonus.id) >= bonus.maxParticipants
  ) {
    return stateRefusal("MAXIMUM_PARTICIPANTS", "This promotion has reached its maximum number of participants");
  }
  if (bonus.requiredDepositCount !== null && depositCount < bonus.requiredDepositCount) {
    return stateRefusal("DEPOSITS_NUMBER", `This bonus needs ${bonus.requiredDepositCount} deposits before it`);
  }
  if (bonus.requiredDepositCount !== null && bonus.type === "deposit" && depositCount > bonus.requiredDepositCount) {
    return stateRefusal("DEPOSITS_NUMBER2", `This bonus is for deposit number ${bonus.requiredDepositCount + 1}`);
  }
  if (
    bonus.type === "instant_cashback" &&
    recentLossMinor(ctx, player.id) < amountToMinorUnits(bonus.minLoss, player.profile.currencyCode)
  ) {
    return stateRefusal("NO_CASHBACK", `Your loss is below the ${bonus.minLoss} minimum for cashback`);
  }
  const replaced = check.cancels === null ? undefined : active.find((record) => record.id === check.cancels?.id);
  if (replaced && !options.confirmCancelActive) {
    const currency = player.profile.currencyCode;
    const replacedBonus = bonuses.get(replaced.bonusId);
    return conflict("ACTIVE_BONUS_WOULD_BE_CANCELLED", "Taking this bonus cancels your active bonus and burns it", {
      ...ids,
      userBonusId: replaced.id,
      name: replacedBonus?.banner.bannerTitle ?? `Bonus ${replaced.bonusId}`,
      amount: wireAmount(replaced.amountMinor, currency),
    });
  }
  return null;
}
