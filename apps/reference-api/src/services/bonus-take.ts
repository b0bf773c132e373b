import type { Player } from "../players/player.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusActivationRefusal, recentLoss } from "./bonus-activation.ts";
import { playerBonusRow } from "./bonus-rows.ts";
import { bonusesOf } from "./catalog.ts";
import { emitBalance, emitMovement, roundMoney } from "./wallet.ts";

/**
 * Takes a promotion for a player, or throws one of the bonus activation error codes (`docs/features.md`,
 * "Bonuses"). Answers the bonus row taken.
 */
export function activateBonus(ctx: ServerContext, player: Player, bonus: SeedBonus): Record<string, unknown> {
  const refusal = bonusActivationRefusal(ctx, player, bonus);
  if (refusal) throw refusal;
  const now = ctx.clock.now().toISOString();
  let credited = 0;
  let creditedCash = false;
  let walletChanged = false;
  const id = ctx.store.transaction(() => {
    switch (bonus.type) {
      case "no_deposit":
        credited = bonus.bonusAmount;
        ctx.store.wallets.adjust(player.id, 0, credited);
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, {
          amount: credited,
          wagerLeft: roundMoney(credited * bonus.wageringMultiplier),
        });
      case "freespins":
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, { freeSpinsLeft: bonus.freeSpinsQuantity });
      case "instant_cashback":
        credited = roundMoney(recentLoss(ctx, player.id) * bonus.multiplier);
        creditedCash = true;
        ctx.store.wallets.adjust(player.id, credited, 0);
        ctx.store.transactions.add({
          playerId: player.id,
          kind: "bonus",
          amount: credited,
          status: "completed",
          method: null,
          data: { bonusId: bonus.id },
          createdAt: now,
        });
        return ctx.store.playerBonuses.add(player.id, bonus.id, now, { status: "availed", amount: credited });
      case "deposit":
        // A new deposit bonus cancels the active bonus, burning its money (the site warned the player).
        for (const record of ctx.store.playerBonuses.list(player.id)) {
          const type = bonusesOf(ctx).find((entry) => entry.id === record.bonusId)?.type;
          if (record.status !== "active" || type === "freespins") continue;
          ctx.store.playerBonuses.setStatus(record.id, "cancelled", now);
          const burned = Math.min(ctx.store.players.byId(player.id)?.nonCash ?? 0, record.amount);
          if (burned > 0) {
            ctx.store.wallets.adjust(player.id, 0, -burned);
            walletChanged = true;
          }
        }
        // Paid with the next deposit (percent of it, up to the threshold).
        return ctx.store.playerBonuses.add(player.id, bonus.id, now);
    }
  });
  if (creditedCash)
    emitMovement(ctx, player.id, "globalCredit", {
      amount: credited,
      currencyCode: player.profile.currencyCode,
      transactionId: id,
    });
  else if (credited > 0 || walletChanged) emitBalance(ctx, player.id);
  const record = ctx.store.playerBonuses.list(player.id).find((entry) => entry.id === id);
  if (!record) throw new Error("The bonus taken was not stored");
  return playerBonusRow(record, bonus);
}
