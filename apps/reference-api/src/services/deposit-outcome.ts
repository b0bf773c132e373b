import type { DepositOutcome } from "@casino/domain";
import { depositOutcomeModal } from "@casino/domain";
import type { TransactionRecord } from "../db/transaction-store.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusesOf } from "./catalog.ts";
import { depositCountOf } from "./user-details.ts";
import { roundMoney } from "./wallet.ts";

/** The transaction status each deposit outcome leaves (`docs/features.md`, "Transactions"). */
export const OUTCOME_STATUS: Record<DepositOutcome, string> = {
  success: "completed",
  failed: "failed",
  decline: "failed",
  cancel: "cancelled",
  pending: "pending",
  return: "processing",
};

/** The page the player returns to, with `modal=deposit-<outcome>` and `met=<method>` (`docs/features.md`, "Deposit outcomes and 3DS"). */
export function depositReturnUrl(
  returnUrl: string,
  modal: string,
  methodName: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(returnUrl);
  url.searchParams.set("modal", modal);
  url.searchParams.set("met", methodName);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Settles a deposit with `outcome`: the transaction's status, and on success the wallet, the
 * pending deposit bonus and the deposit wagering; then the realtime events (`deposit` with the
 * new count and `balance`, or `failedDeposit`). Answers the URL the player is sent back to.
 */
export function settleDeposit(ctx: ServerContext, transaction: TransactionRecord, outcome: DepositOutcome): string {
  const now = ctx.clock.now().toISOString();
  const methodName = transaction.method ?? "unknown";
  const returnUrl =
    typeof transaction.data.returnUrl === "string" ? transaction.data.returnUrl : "http://localhost:3000/deposit";
  ctx.store.transaction(() => {
    ctx.store.transactions.setStatus(transaction.id, OUTCOME_STATUS[outcome]);
    if (outcome !== "success") return;
    const player = ctx.store.players.byId(transaction.playerId);
    if (!player) throw new Error("The depositing player is missing");
    ctx.store.wallets.adjust(player.id, transaction.amount, 0);
    // Deposits are wagered once before they can be withdrawn (`docs/features.md`, "Withdrawals").
    ctx.store.players.setProfile(player.id, {
      ...player.profile,
      depositWagerLeft: roundMoney(player.profile.depositWagerLeft + transaction.amount),
    });
    const pending = ctx.store.playerBonuses
      .list(player.id)
      .find((record) => record.status === "active" && record.amount === 0 && record.freeSpinsLeft === 0);
    const bonus = pending
      ? bonusesOf(ctx).find((entry) => entry.id === pending.bonusId && entry.type === "deposit")
      : undefined;
    if (pending && bonus && transaction.amount >= bonus.minDeposit) {
      const amount = Math.min(
        roundMoney((transaction.amount * bonus.depositBonusPercent) / 100),
        bonus.maxBonusThreshold,
      );
      ctx.store.playerBonuses.setStatus(pending.id, "cancelled", now);
      ctx.store.playerBonuses.add(player.id, bonus.id, now, {
        amount,
        wagerLeft: roundMoney(amount * bonus.wageringMultiplier),
        createdAt: pending.createdAt,
      });
      ctx.store.wallets.adjust(player.id, 0, amount);
    }
  });
  if (outcome === "success") {
    const player = ctx.store.players.byId(transaction.playerId);
    ctx.realtime.emit(transaction.playerId, "deposit", {
      count: depositCountOf(ctx, transaction.playerId),
      amount: transaction.amount,
      transactionId: transaction.id,
    });
    if (player)
      ctx.realtime.emit(player.id, "balance", {
        cash: player.cash,
        nonCash: player.nonCash,
        total: roundMoney(player.cash + player.nonCash),
      });
  } else if (outcome === "failed" || outcome === "decline" || outcome === "cancel") {
    ctx.realtime.emit(transaction.playerId, "failedDeposit", {
      transactionId: transaction.id,
      errorCode: "TRANSACTION_FAILED",
      message: `The deposit ended as ${outcome}`,
      paymentMethod: methodName,
    });
  }
  return depositReturnUrl(returnUrl, depositOutcomeModal(outcome), methodName);
}
