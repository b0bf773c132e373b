import type { TransactionRecord } from "../db/transaction-store.ts";
import type { Player } from "../players/player.ts";
import type { SeedPaymentMethod } from "../seed/payment-methods.ts";
import type { ProviderPage } from "../routes/provider-checkout-routes.ts";
import type { ServerContext } from "../server-context.ts";
import { cancelActiveBonus } from "./bonus-take.ts";

/**
 * Records a pending deposit through `method`. A deposit started with a bonus makes that bonus the
 * active one, waiting for the deposit to be paid, and cancels any other active bonus, burning its
 * bonus money as a cancel does (the site warned the player: `docs/features.md`, "Bonuses").
 * `page` is the stand-in's page that alone may settle it (with the control endpoint).
 */
export function startDeposit(
  ctx: ServerContext,
  player: Player,
  deposit: { amountMinor: number; bonusId?: number | string | null | undefined },
  method: SeedPaymentMethod,
  returnUrl: string,
  page: ProviderPage,
): TransactionRecord {
  const now = ctx.clock.now().toISOString();
  const { bonusId } = deposit;
  const transactionId = ctx.store.transaction(() => {
    if (bonusId !== undefined && bonusId !== null) {
      const bonuses = ctx.store.playerBonuses.list(player.id);
      for (const record of bonuses) {
        if (record.status === "active" && String(record.bonusId) !== String(bonusId))
          cancelActiveBonus(ctx, player.id, record.id, now);
      }
      if (!bonuses.some((record) => record.status === "active" && String(record.bonusId) === String(bonusId))) {
        ctx.store.playerBonuses.add(player.id, Number(bonusId), now);
      }
    }
    return ctx.store.transactions.add({
      playerId: player.id,
      kind: "deposit",
      amountMinor: deposit.amountMinor,
      status: "pending",
      method: method.name,
      data: { returnUrl, page },
      createdAt: now,
    });
  });
  const transaction = ctx.store.transactions.ofPlayer(player.id, transactionId);
  if (!transaction) throw new Error("The deposit was not stored");
  return transaction;
}
