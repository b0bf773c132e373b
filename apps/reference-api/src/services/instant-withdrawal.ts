import { CRYPTO_CURRENCY_CODES } from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { periodStart } from "./limits.ts";

/**
 * The stand-in's instant-withdrawal allowance: 500 of the player's currency a UTC day, for fiat
 * wallets (a coin wallet is offered none). A brand's back end sets its own; the site shows whatever
 * the instant-withdrawal call reports (`docs/features.md`, "Instant withdrawal").
 */
export const INSTANT_WITHDRAWAL_DAILY_LIMIT_MINOR = 50_000;

/** The player's allowance today, in minor units, and when it is whole again; `null` when none is offered. */
export interface InstantAllowance {
  limitMinor: number;
  usedMinor: number;
  resetsAt: string;
}

/** What `player` may still withdraw instantly today: the instant withdrawals paid out since the UTC day began count. */
export function instantAllowance(ctx: ServerContext, player: Player): InstantAllowance | null {
  const currency = player.profile.currencyCode.toUpperCase();
  if ((CRYPTO_CURRENCY_CODES as readonly string[]).includes(currency)) return null;
  const now = ctx.clock.now();
  const since = periodStart(now, 0);
  const usedMinor = ctx.store.transactions
    .list(player.id, ["withdrawal"])
    .filter((row) => row.data.instant === true && row.status === "completed" && row.createdAt >= since)
    .reduce((sum, row) => sum + row.amountMinor, 0);
  const resetsAt = new Date(since);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { limitMinor: INSTANT_WITHDRAWAL_DAILY_LIMIT_MINOR, usedMinor, resetsAt: resetsAt.toISOString() };
}
