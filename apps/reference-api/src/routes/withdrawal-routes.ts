import {
  cancelWithdrawalRequestSchema,
  cryptoWithdrawalCalcRequestSchema,
  DEFAULT_PATHS,
  withdrawRequestSchema,
} from "@casino/api-client";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { paymentMethodsOf } from "../services/catalog.ts";
import { transactionRow } from "../services/transaction-rows.ts";
import { emitBalance, roundMoney } from "../services/wallet.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { withdrawalBlockers } from "../services/withdrawal.ts";

/** Units of each crypto per euro, for the withdrawal calculator. */
const CRYPTO_PER_EUR: Record<string, number> = { BTC: 0.0000161, ETH: 0.00042, USDT: 1.08 };
const CRYPTO_FEE_PERCENT = 1;

/** Withdrawal with its blockers, cancelling a pending one, and the crypto calculator (`docs/features.md`, "Withdrawals"). */
export function registerWithdrawalRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(DEFAULT_PATHS.withdraw, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, withdrawRequestSchema);
    const blockers = withdrawalBlockers(ctx, player);
    const [first] = blockers;
    if (first)
      throw conflict(first.errorCode, first.message, { blockers: blockers.map((blocker) => blocker.errorCode) });
    const method = paymentMethodsOf(ctx).find((entry) => String(entry.id) === String(body.paymentMethodId));
    if (!method || !method.isActive || !method.withdrawalExist)
      throw unprocessable(
        "WITHDRAWAL_FAILED",
        `Withdrawals to payment method ${body.paymentMethodId} are not available`,
      );
    if (method.isCrypto && (!body.walletAddress || !body.network)) {
      throw new ApiFailure(400, "VALIDATION_ERROR", "walletAddress and network are required for crypto", {
        issues: [{ field: "walletAddress", message: "form.validation.invalid.required" }],
      });
    }
    if (body.amount > player.cash)
      throw conflict("WITHDRAWAL_FAILED", `The amount is above your withdrawable balance of ${player.cash}`);
    const now = ctx.clock.now().toISOString();
    const transactionId = ctx.store.transaction(() => {
      // The funds are locked while the withdrawal is pending; cancelling unlocks them.
      ctx.store.wallets.adjust(player.id, -body.amount, 0);
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "withdrawal",
        amount: body.amount,
        status: "pending",
        method: method.name,
        data: {},
        createdAt: now,
      });
    });
    emitBalance(ctx, player.id);
    const transaction = ctx.store.transactions.ofPlayer(player.id, transactionId);
    return c.json({
      success: true,
      message: "Your withdrawal is pending",
      data: { transaction: transaction ? transactionRow(transaction, player.profile.currencyCode) : null },
    });
  });

  app.post(DEFAULT_PATHS.cancelWithdrawal, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, cancelWithdrawalRequestSchema);
    const transaction = ctx.store.transactions.ofPlayer(player.id, Number(body.transactionId));
    if (!transaction || transaction.kind !== "withdrawal")
      throw new ApiFailure(404, "NOT_FOUND", `No withdrawal ${body.transactionId}`);
    if (transaction.status !== "pending")
      throw conflict(
        "WITHDRAWAL_FAILED",
        `Only a pending withdrawal can be cancelled; this one is ${transaction.status}`,
      );
    ctx.store.transaction(() => {
      ctx.store.transactions.setStatus(transaction.id, "cancelled");
      ctx.store.wallets.adjust(player.id, transaction.amount, 0);
    });
    emitBalance(ctx, player.id);
    return c.json({ success: true, message: "The withdrawal was cancelled and the funds unlocked" });
  });

  app.post(DEFAULT_PATHS.cryptoWithdrawalCalc, async (c) => {
    requirePlayer(c, ctx);
    const body = await readJson(c, cryptoWithdrawalCalcRequestSchema);
    const perEur = CRYPTO_PER_EUR[body.cryptoCurrency];
    if (perEur === undefined || body.amount <= 0)
      throw unprocessable(
        "CALC_ERROR",
        `Cannot calculate ${body.amount} ${body.currencyCode} in ${body.cryptoCurrency}`,
      );
    const gross = body.amount * perEur;
    const fee = roundMoney((gross * CRYPTO_FEE_PERCENT) / 100);
    return c.json({
      success: true,
      data: {
        cryptoAmount: roundMoney(gross - fee),
        rate: perEur,
        fee,
        cryptoCurrency: body.cryptoCurrency,
        network: body.network ?? null,
      },
    });
  });
}
