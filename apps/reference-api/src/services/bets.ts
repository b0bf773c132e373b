import { isSelfExcluded } from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { limitExceeded } from "./limits.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { emitMovement, roundMoney } from "./wallet.ts";

/**
 * Plays one round for a player: the stake leaves the wallet (cash first, then bonus money) as a
 * `debit`, a win comes back as a `credit`. Enforces self-exclusion and the bet and loss limits
 * with the bet-limit codes (`docs/features.md`, "Limits"). The demo ticker and `POST /api/game/bet` use it.
 */
export function placeBet(
  ctx: ServerContext,
  player: Player,
  stake: number,
  winAmount: number,
): { betId: number; winId: number | null } {
  const now = ctx.clock.now();
  if (isSelfExcluded(player.profile.userLimit, now))
    throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
  const limits = ctx.store.limits.list(player.id);
  const maxBet = limits.find((row) => row.kind === "bet-max");
  const minBet = limits.find((row) => row.kind === "bet-min");
  if (maxBet && stake > maxBet.value)
    throw unprocessable("MAX_BET_LIMIT_REACHED", `The stake is above your maximum bet of ${maxBet.value}`);
  if (minBet && stake < minBet.value)
    throw unprocessable("MIN_BET", `The stake is below your minimum bet of ${minBet.value}`);
  const betPeriod = limitExceeded(ctx, player.id, "bet", stake);
  if (betPeriod) throw unprocessable(`${betPeriod}BetLimit`, `Your ${betPeriod} bet limit is reached`);
  const lossPeriod = limitExceeded(ctx, player.id, "loss", stake - winAmount);
  if (lossPeriod) throw unprocessable(`${lossPeriod}LossLimit`, `Your ${lossPeriod} loss limit is reached`);
  if (stake > roundMoney(player.cash + player.nonCash))
    throw conflict("INSUFFICIENT_FUNDS", "The stake is above your balance");

  const fromCash = Math.min(player.cash, stake);
  const fromBonus = roundMoney(stake - fromCash);
  const nowIso = now.toISOString();
  const ids = ctx.store.transaction(() => {
    ctx.store.wallets.adjust(player.id, -fromCash, -fromBonus);
    const betId = ctx.store.transactions.add({
      playerId: player.id,
      kind: "bet",
      amount: stake,
      status: "completed",
      method: null,
      data: {},
      createdAt: nowIso,
    });
    const active = ctx.store.playerBonuses
      .list(player.id)
      .find((record) => record.status === "active" && record.wagerLeft > 0);
    if (active) ctx.store.playerBonuses.wager(active.id, stake, nowIso);
    ctx.store.players.setProfile(player.id, {
      ...player.profile,
      depositWagerLeft: Math.max(0, roundMoney(player.profile.depositWagerLeft - stake)),
    });
    let winId: number | null = null;
    if (winAmount > 0) {
      ctx.store.wallets.adjust(player.id, winAmount, 0);
      winId = ctx.store.transactions.add({
        playerId: player.id,
        kind: "win",
        amount: winAmount,
        status: "completed",
        method: null,
        data: { betId },
        createdAt: nowIso,
      });
    }
    return { betId, winId };
  });
  emitMovement(ctx, player.id, "debit", {
    amount: stake,
    currencyCode: player.profile.currencyCode,
    transactionId: ids.betId,
  });
  if (ids.winId !== null)
    emitMovement(ctx, player.id, "credit", {
      amount: winAmount,
      currencyCode: player.profile.currencyCode,
      transactionId: ids.winId,
    });
  return ids;
}
