import type { DepositOutcome } from "@casino/domain";
import { amountToMinorUnits, depositOutcomeModal } from "@casino/domain";
import type { TransactionRecord } from "../db/transaction-store.ts";
import { conflict } from "../http/refusals.ts";
import { multiplyMinorUnits, wireAmount } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { bonusesOf, settingsOf } from "./catalog.ts";
import { depositCountOf } from "./user-details.ts";
import { currencyOf, emitBalance } from "./wallet.ts";

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
 * new count and `balance`, or `failedDeposit`). The status moves from the one the deposit was
 * read in, in one guarded statement, so a deposit is settled once however many requests race
 * to settle it (the others get `409 TRANSACTION_FAILED`). Answers the URL the player is sent back to.
 */
export function settleDeposit(ctx: ServerContext, transaction: TransactionRecord, outcome: DepositOutcome): string {
  const now = ctx.clock.now().toISOString();
  const methodName = transaction.method ?? "unknown";
  const returnUrl =
    typeof transaction.data.returnUrl === "string"
      ? transaction.data.returnUrl
      : `${settingsOf(ctx).casinoOrigin}/deposit`;
  const playerId = transaction.playerId;
  const currency = currencyOf(ctx, playerId);
  ctx.store.transaction(() => {
    if (!ctx.store.transactions.moveStatus(transaction.id, transaction.status, OUTCOME_STATUS[outcome]))
      throw conflict("TRANSACTION_FAILED", `Deposit ${String(transaction.id)} was already settled`);
    if (outcome !== "success") return;
    const player = ctx.store.players.byId(playerId);
    if (!player) throw new Error("The depositing player is missing");
    ctx.store.wallets.credit(playerId, transaction.amountMinor, 0);
    // Deposits are wagered once before they can be withdrawn (`docs/features.md`, "Withdrawals").
    ctx.store.players.setProfile(playerId, {
      ...player.profile,
      depositWagerLeftMinor: player.profile.depositWagerLeftMinor + transaction.amountMinor,
    });
    const pending = ctx.store.playerBonuses
      .list(playerId)
      .find((record) => record.status === "active" && record.amountMinor === 0 && record.freeSpinsLeft === 0);
    const bonus = pending
      ? bonusesOf(ctx).find((entry) => entry.id === pending.bonusId && entry.type === "deposit")
      : undefined;
    if (pending && bonus && transaction.amountMinor >= amountToMinorUnits(bonus.minDeposit, currency)) {
      const amountMinor = Math.min(
        multiplyMinorUnits(transaction.amountMinor, bonus.depositBonusPercent / 100),
        amountToMinorUnits(bonus.maxBonusThreshold, currency),
      );
      ctx.store.playerBonuses.setStatus(pending.id, "cancelled", now);
      ctx.store.playerBonuses.add(playerId, bonus.id, now, {
        amountMinor,
        wagerLeftMinor: multiplyMinorUnits(amountMinor, bonus.wageringMultiplier),
        createdAt: pending.createdAt,
      });
      ctx.store.wallets.credit(playerId, 0, amountMinor);
    }
  });
  if (outcome === "success") {
    ctx.realtime.emit(playerId, "deposit", {
      count: depositCountOf(ctx, playerId),
      amount: wireAmount(transaction.amountMinor, currency),
      transactionId: transaction.id,
    });
    emitBalance(ctx, playerId);
  } else if (outcome === "failed" || outcome === "decline" || outcome === "cancel") {
    ctx.realtime.emit(playerId, "failedDeposit", {
      transactionId: transaction.id,
      errorCode: "TRANSACTION_FAILED",
      message: `The deposit ended as ${outcome}`,
      paymentMethod: methodName,
    });
  }
  return depositReturnUrl(returnUrl, depositOutcomeModal(outcome), methodName);
}
