import { amountToMinorUnits } from "@casino/domain";
import { multiplyMinorUnits } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusActivationRefusal, recentLossMinor } from "./bonus-activation.ts";
import { playerBonusRow } from "./bonus-rows.ts";
import { bonusesOf } from "./catalog.ts";
import { debitOrRefuse, emitBalance, emitMovement } from "./wallet.ts";

/**
 * Burns an active bonus as it is cancelled: the bonus is ended only if still active, and its
 * amount (or what is left of the bonus money, if a bet spent some) leaves the wallet, read and
 * debited in the caller's transaction. Answers the minor units burned, or null when another
 * request ended the bonus first.
 */
export function cancelActiveBonus(ctx: ServerContext, playerId: number, bonusId: number, at: string): number | null {
  return ctx.store.transaction(() => {
    const record = ctx.store.playerBonuses.list(playerId).find((entry) => entry.id === bonusId);
    if (!record || !ctx.store.playerBonuses.endActive(record.id, "cancelled", at)) return null;
    const burned = Math.min(ctx.store.wallets.balance(playerId).nonCash, record.amountMinor);
    debitOrRefuse(
      ctx,
      playerId,
      { nonCash: burned },
      { errorCode: "INSUFFICIENT_FUNDS", message: "No bonus money to burn" },
    );
    return burned;
  });
}

/**
 * Takes a promotion for a player, or throws one of the bonus activation error codes (`docs/features.md`,
 * "Bonuses"). Catalogue amounts are read in the player's currency. A deposit bonus that replaces
 * the active bonus burns it only when `confirmCancelActive` says the player agreed to the warning.
 * Answers the bonus row taken.
 */
export function activateBonus(
  ctx: ServerContext,
  player: Player,
  bonus: SeedBonus,
  options: { confirmCancelActive: boolean } = { confirmCancelActive: false },
): Record<string, unknown> {
  const refusal = bonusActivationRefusal(ctx, player, bonus, options);
  if (refusal) throw refusal;
  const currency = player.profile.currencyCode;
  const now = ctx.clock.now().toISOString();
  let creditedMinor = 0;
  let creditedCash = false;
  let walletChanged = false;
  const id = ctx.store.transaction(() => {
    switch (bonus.type) {
      case "no_deposit":
        creditedMinor = amountToMinorUnits(bonus.bonusAmount, currency);
        ctx.store.wallets.credit(player.id, 0, creditedMinor);
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, {
          amountMinor: creditedMinor,
          wagerLeftMinor: multiplyMinorUnits(creditedMinor, bonus.wageringMultiplier),
        });
      case "freespins":
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, { freeSpinsLeft: bonus.freeSpinsQuantity });
      case "instant_cashback":
        creditedMinor = multiplyMinorUnits(recentLossMinor(ctx, player.id), bonus.multiplier);
        creditedCash = true;
        ctx.store.wallets.credit(player.id, creditedMinor, 0);
        ctx.store.transactions.add({
          playerId: player.id,
          kind: "bonus",
          amountMinor: creditedMinor,
          status: "completed",
          method: null,
          data: { bonusId: bonus.id },
          createdAt: now,
        });
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, { status: "availed", amountMinor: creditedMinor });
      case "deposit":
        // A new deposit bonus cancels the active bonus, burning its money: the player said yes to the warning.
        for (const record of ctx.store.playerBonuses.list(player.id)) {
          const type = bonusesOf(ctx).find((entry) => entry.id === record.bonusId)?.type;
          if (record.status !== "active" || type === "freespins") continue;
          if ((cancelActiveBonus(ctx, player.id, record.id, now) ?? 0) > 0) walletChanged = true;
        }
        // Paid with the next deposit (percent of it, up to the threshold).
        return ctx.store.playerBonuses.add(player.id, bonus.id, now);
    }
  });
  if (creditedCash) emitMovement(ctx, player.id, "globalCredit", { amountMinor: creditedMinor, transactionId: id });
  else if (creditedMinor > 0 || walletChanged) emitBalance(ctx, player.id);
  const record = ctx.store.playerBonuses.list(player.id).find((entry) => entry.id === id);
  if (!record) throw new Error("The bonus taken was not stored");
  return playerBonusRow(record, bonus, currency);
}
