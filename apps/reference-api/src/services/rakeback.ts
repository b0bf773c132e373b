import {
  addCalendarDays,
  calendarDayInZone,
  calendarDaysBetween,
  rakebackCalendarDates,
  rakebackDayTiming,
  startOfCalendarDayIso,
} from "@casino/domain";
import type { RakebackDay } from "@casino/domain";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { isCryptoCurrency } from "./catalog.ts";
import { depositCountOf } from "./user-details.ts";

/** The bonus id the rakeback calendar's days carry. */
export const RAKEBACK_BONUS_ID = 100;

// A week of amounts in cents, two of them 0 so past "play to win" days appear too.
const AMOUNT_PATTERN_CENTS = [125, 0, 250, 75, 310, 0, 420];
// Today and yesterday always have something to claim.
const CLAIMABLE_DEFAULT_CENTS = 150;
// Crypto players earn 0.00001 of a coin per euro of the pattern: a cent is 10 units of 1e-8.
const CRYPTO_UNITS_PER_CENT = 10;

function dayHash(playerId: number, dayDate: string): number {
  let hash = playerId * 31;
  for (const char of dayDate) hash = (hash * 33 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A player's 28 rakeback days around `now` (`docs/features.md`, "Rakeback calendar"), recomputed on every call so the demo
 * always shows every state whatever the date: past days paid (claimed), past days unpaid (not
 * claimed), today and yesterday with an amount and `showButton` (available to claim), and future
 * or zero days (play to win). Only depositors earn rakeback; claims come from the database.
 */
export function rakebackDaysOf(ctx: ServerContext, player: Player, zone: string): RakebackDay[] {
  const currency = player.profile.currencyCode;
  return rakebackDayRecords(ctx, player, zone).map(({ amountMinor, ...day }) => ({
    ...day,
    amount: wireAmount(amountMinor, currency),
  }));
}

/** A rakeback day with its amount in minor units of the player's currency, as a claim pays it. */
export type RakebackDayRecord = Omit<RakebackDay, "amount"> & { amountMinor: number };

/** {@link rakebackDaysOf} in minor units. */
export function rakebackDayRecords(ctx: ServerContext, player: Player, zone: string): RakebackDayRecord[] {
  const now = ctx.clock.now();
  const today = calendarDayInZone(now, zone);
  const depositor = depositCountOf(ctx, player.id) > 0;
  const claims = new Map(ctx.store.rakeback.claims(player.id).map((claim) => [claim.dayDate, claim]));
  const unitsPerCent = isCryptoCurrency(ctx, player.profile.currencyCode) ? CRYPTO_UNITS_PER_CENT : 1;
  return rakebackCalendarDates(now, zone).map((dayDate) => {
    const timing = rakebackDayTiming(dayDate, now, zone);
    const daysAgo = calendarDaysBetween(dayDate, today);
    const hash = dayHash(player.id, dayDate);
    let cents = AMOUNT_PATTERN_CENTS[hash % AMOUNT_PATTERN_CENTS.length] ?? 0;
    if (daysAgo === 0 || daysAgo === 1) cents = cents || CLAIMABLE_DEFAULT_CENTS;
    if (!depositor || timing === "future") cents = 0;
    const amount = cents * unitsPerCent;
    const claim = claims.get(dayDate);
    // Older unpaid days: every third one was paid when it could be, the rest were let go.
    const paidEarlier = timing === "ended" && daysAgo >= 2 && amount > 0 && hash % 3 === 0;
    const paidAt =
      claim?.paidAt ??
      (paidEarlier
        ? new Date(Date.parse(startOfCalendarDayIso(addCalendarDays(dayDate, 1), zone)) + 10 * 3_600_000).toISOString()
        : null);
    return {
      dayDate,
      canClaimDate: dayDate,
      bonusId: RAKEBACK_BONUS_ID,
      amountMinor: claim?.amountMinor ?? amount,
      paidAt,
      ended: timing === "ended",
      future: timing === "future",
      showButton: amount > 0 && paidAt === null && daysAgo >= 0 && daysAgo <= 1,
    };
  });
}
