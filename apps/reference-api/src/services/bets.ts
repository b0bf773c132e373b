import { bonusBuyMayLift, isSelfExcluded } from "@casino/domain";
import { conflict, unprocessable } from "../http/refusals.ts";
import { wireAmount } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { currentLimits, limitExceeded } from "./limits.ts";
import { currencyOf, debitOrRefuse, emitMovement } from "./wallet.ts";

/** What the game says of a round: which game, and whether the stake buys a bonus feature. */
export interface GameRound {
  gameSlug?: string | null;
  bonusBuy?: boolean;
}

/** How long after a bonus buy is refused over the player's bet limit Confirm Bonus Buy may lift it, for one try. */
export const BONUS_BUY_CONFIRM_MS = 5 * 60_000;

/**
 * Plays one round for a player: the stake leaves the wallet (cash first, then bonus money) as a
 * `debit`, a win comes back as a `credit`. Enforces self-exclusion and the bet and loss limits
 * with the bet-limit codes (`docs/features.md`, "Limits"). Amounts are minor units of the
 * player's currency; the player's state is read here, in the same synchronous step as the debit,
 * so no other request can spend the stake in between. A refused stake is also pushed to the
 * player's sockets as `betRefused` (the game page says why, or asks about a bonus buy), and a bet
 * after Confirm Bonus Buy (`bonusBuyExemption`: the refused bonus buy again, same game, no larger
 * stake, within minutes) skips the bet limit checks once; no other round does. The demo ticker
 * and `POST /api/game/bet` use it.
 */
export function placeBet(
  ctx: ServerContext,
  playerId: number,
  stakeMinor: number,
  winMinor: number,
  round: GameRound = {},
): { betId: number; winId: number | null } {
  const now = ctx.clock.now();
  const player = ctx.store.players.byId(playerId);
  if (!player) throw new Error(`Player ${playerId} is missing`);
  const currency = currencyOf(ctx, playerId);
  if (isSelfExcluded(player.profile.userLimit, now))
    throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
  const refuse = (errorCode: string, message: string) => {
    // A bonus buy refused over the player's own bet limit is what Confirm Bonus Buy may lift, once.
    if (round.bonusBuy === true && round.gameSlug && bonusBuyMayLift(errorCode))
      ctx.store.players.setProfile(playerId, {
        ...player.profile,
        refusedBonusBuy: { gameSlug: round.gameSlug, stakeMinor, at: now.toISOString() },
      });
    ctx.realtime.emit(playerId, "betRefused", {
      errorCode,
      gameSlug: round.gameSlug ?? null,
      amount: wireAmount(stakeMinor, currency),
      bonusBuy: round.bonusBuy === true,
    });
    return unprocessable(errorCode, message);
  };
  const exemption = player.profile.bonusBuyExemption;
  const exempt =
    exemption !== undefined &&
    round.bonusBuy === true &&
    round.gameSlug === exemption.gameSlug &&
    stakeMinor <= exemption.stakeMinor &&
    now.getTime() < Date.parse(exemption.until);
  const limits = currentLimits(ctx, playerId);
  const maxBet = limits.find((row) => row.kind === "bet-max");
  const minBet = limits.find((row) => row.kind === "bet-min");
  if (!exempt && maxBet && stakeMinor > maxBet.value)
    throw refuse(
      "MAX_BET_LIMIT_REACHED",
      `The stake is above your maximum bet of ${String(wireAmount(maxBet.value, currency))}`,
    );
  if (minBet && stakeMinor < minBet.value)
    throw refuse("MIN_BET", `The stake is below your minimum bet of ${String(wireAmount(minBet.value, currency))}`);
  const betPeriod = exempt ? null : limitExceeded(ctx, playerId, "bet", stakeMinor);
  if (betPeriod) throw refuse(`${betPeriod}BetLimit`, `Your ${betPeriod} bet limit is reached`);
  const lossPeriod = limitExceeded(ctx, playerId, "loss", stakeMinor - winMinor);
  if (lossPeriod) throw refuse(`${lossPeriod}LossLimit`, `Your ${lossPeriod} loss limit is reached`);

  const nowIso = now.toISOString();
  const ids = ctx.store.transaction(() => {
    const wallet = ctx.store.wallets.balance(playerId);
    const fromCash = Math.min(wallet.cash, stakeMinor);
    debitOrRefuse(
      ctx,
      playerId,
      { cash: fromCash, nonCash: stakeMinor - fromCash },
      { errorCode: "INSUFFICIENT_FUNDS", message: "The stake is above your balance" },
    );
    const betId = ctx.store.transactions.add({
      playerId,
      kind: "bet",
      amountMinor: stakeMinor,
      status: "completed",
      method: null,
      // The game is kept for the player's statistics (games played).
      data: round.gameSlug ? { gameSlug: round.gameSlug } : {},
      createdAt: nowIso,
    });
    const active = ctx.store.playerBonuses
      .list(playerId)
      .find((record) => record.status === "active" && record.wagerLeftMinor > 0);
    if (active) ctx.store.playerBonuses.wager(active.id, stakeMinor, nowIso);
    ctx.store.players.setProfile(playerId, {
      ...player.profile,
      depositWagerLeftMinor: Math.max(0, player.profile.depositWagerLeftMinor - stakeMinor),
      // An exemption covers one transaction, whichever comes next.
      bonusBuyExemption: undefined,
    });
    let winId: number | null = null;
    if (winMinor > 0) {
      ctx.store.wallets.credit(playerId, winMinor, 0);
      winId = ctx.store.transactions.add({
        playerId,
        kind: "win",
        amountMinor: winMinor,
        status: "completed",
        method: null,
        data: { betId },
        createdAt: nowIso,
      });
    }
    return { betId, winId };
  });
  emitMovement(ctx, playerId, "debit", { amountMinor: stakeMinor, transactionId: ids.betId });
  if (ids.winId !== null) emitMovement(ctx, playerId, "credit", { amountMinor: winMinor, transactionId: ids.winId });
  return ids;
}
