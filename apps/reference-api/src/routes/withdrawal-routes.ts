import {
  cancelWithdrawalRequestSchema,
  cryptoWithdrawalCalcRequestSchema,
  DEFAULT_PATHS,
  withdrawRequestSchema,
} from "@casino/api-client";
import { basisPointsOf, jurisdictionProfile, mayReverseWithdrawal, scaleMinorUnits } from "@casino/domain";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { idempotent } from "../http/idempotency.ts";
import { readJson } from "../http/read-body.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { minorUnitsOf, wireAmount } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { offeredPaymentMethod, settingsOf } from "../services/catalog.ts";
import { transactionRow } from "../services/transaction-rows.ts";
import { debitOrRefuse, emitBalance } from "../services/wallet.ts";
import { instantAllowance } from "../services/instant-withdrawal.ts";
import { withdrawalBlockers } from "../services/withdrawal.ts";

/**
 * The stand-in's exchange rates: minor units (1e-8) of each crypto per euro, integers so the
 * calculation is exact (0.0000161 BTC, 0.00042 ETH, 1.08 USDT per euro).
 */
const CRYPTO_UNITS_PER_EUR: Record<string, number> = { BTC: 1610, ETH: 42_000, USDT: 108_000_000 };
/** The crypto withdrawal fee: 1 %, in basis points. */
const CRYPTO_FEE_BASIS_POINTS = 100;

/** Withdrawal with its blockers, cancelling a pending one, and the crypto calculator (`docs/features.md`, "Withdrawals"). */
export function registerWithdrawalRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(DEFAULT_PATHS.withdraw, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, withdrawRequestSchema);
    // From here on nothing waits: the player is read, checked and debited in one step.
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    const currency = player.profile.currencyCode;
    const amountMinor = minorUnitsOf(body.amount, currency);
    const blockers = withdrawalBlockers(ctx, player);
    const [first] = blockers;
    if (first)
      throw conflict(first.errorCode, first.message, { blockers: blockers.map((blocker) => blocker.errorCode) });
    // Only a method the player is offered (the cashier's own filter), and one that pays out.
    const method = offeredPaymentMethod(ctx, player, body.paymentMethodId);
    if (!method || !method.withdrawalExist)
      throw unprocessable(
        "WITHDRAWAL_FAILED",
        `Withdrawals to payment method ${body.paymentMethodId} are not available`,
      );
    if (method.isCrypto && (!body.walletAddress || !body.network)) {
      throw new ApiFailure(400, "VALIDATION_ERROR", "walletAddress and network are required for crypto", {
        issues: [{ field: "walletAddress", message: "form.validation.invalid.required" }],
      });
    }
    const now = ctx.clock.now().toISOString();
    const transactionId = ctx.store.transaction(() => {
      // An instant withdrawal is paid out at once within the day's allowance, read in the same step
      // as the debit so that two at once cannot both spend what is left.
      if (body.instant === true) {
        const allowance = instantAllowance(ctx, player);
        if (allowance === null || amountMinor > allowance.limitMinor - allowance.usedMinor)
          throw conflict(
            "INSTANT_WITHDRAWAL_LIMIT",
            allowance === null
              ? "Instant withdrawal is not offered for this wallet"
              : `Only ${wireAmount(allowance.limitMinor - allowance.usedMinor, currency)} ${currency} can be withdrawn instantly until ${allowance.resetsAt}`,
          );
      }
      // The funds are locked while the withdrawal is pending; cancelling unlocks them.
      debitOrRefuse(
        ctx,
        player.id,
        { cash: amountMinor },
        { errorCode: "WITHDRAWAL_FAILED", message: "The amount is above your withdrawable balance" },
      );
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "withdrawal",
        amountMinor,
        status: body.instant === true ? "completed" : "pending",
        method: method.name,
        data: body.instant === true ? { instant: true } : {},
        createdAt: now,
      });
    });
    emitBalance(ctx, player.id);
    const transaction = ctx.store.transactions.ofPlayer(player.id, transactionId);
    return c.json({
      success: true,
      message: body.instant === true ? "Your withdrawal was paid out" : "Your withdrawal is pending",
      data: { transaction: transaction ? transactionRow(transaction, currency) : null },
    });
  });

  app.get(DEFAULT_PATHS.instantWithdrawal, (c) => {
    const player = requirePlayer(c, ctx);
    const allowance = instantAllowance(ctx, player);
    const currency = player.profile.currencyCode;
    return c.json({
      success: true,
      data:
        allowance === null
          ? null
          : {
              limit: wireAmount(allowance.limitMinor, currency),
              used: wireAmount(allowance.usedMinor, currency),
              period: "day",
              resetsAt: allowance.resetsAt,
            },
    });
  });

  app.post(DEFAULT_PATHS.cancelWithdrawal, idempotent(ctx), async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, cancelWithdrawalRequestSchema);
    const transaction = ctx.store.transactions.ofPlayer(player.id, Number(body.transactionId));
    if (!transaction || transaction.kind !== "withdrawal")
      throw new ApiFailure(404, "NOT_FOUND", `No withdrawal ${body.transactionId}`);
    // Where the market forbids reversing a withdrawal (uk), the site offers no cancel; a direct call
    // is refused too, so the rule does not rest on the front end.
    if (!mayReverseWithdrawal(jurisdictionProfile(settingsOf(ctx).jurisdiction)))
      throw conflict("WITHDRAWAL_FAILED", "A withdrawal cannot be reversed in this market");
    ctx.store.transaction(() => {
      // Only a withdrawal still pending is cancelled, once: the status moves in one guarded statement.
      if (!ctx.store.transactions.moveStatus(transaction.id, "pending", "cancelled"))
        throw conflict(
          "WITHDRAWAL_FAILED",
          `Only a pending withdrawal can be cancelled; this one is ${ctx.store.transactions.ofPlayer(player.id, transaction.id)?.status ?? "gone"}`,
        );
      ctx.store.wallets.credit(player.id, transaction.amountMinor, 0);
    });
    emitBalance(ctx, player.id);
    return c.json({ success: true, message: "The withdrawal was cancelled and the funds unlocked" });
  });

  app.post(DEFAULT_PATHS.cryptoWithdrawalCalc, async (c) => {
    requirePlayer(c, ctx);
    const body = await readJson(c, cryptoWithdrawalCalcRequestSchema);
    const crypto = body.cryptoCurrency;
    // A player who holds the crypto withdraws it as it is (rate 1); euros are converted at the
    // demo rate. Any other pair has no rate here.
    const sameCurrency = body.currencyCode === crypto;
    const unitsPerEur = sameCurrency || body.currencyCode !== "EUR" ? undefined : CRYPTO_UNITS_PER_EUR[crypto];
    if ((!sameCurrency && unitsPerEur === undefined) || body.amount <= 0)
      throw unprocessable("CALC_ERROR", `Cannot calculate ${body.amount} ${body.currencyCode} in ${crypto}`);
    // Exact: the amount in minor units (times the rate from euros), rounded half away from zero to
    // a whole unit of the crypto; the fee is taken from that gross, so fee and payout add up to it.
    const minor = minorUnitsOf(body.amount, body.currencyCode);
    const gross = unitsPerEur === undefined ? minor : scaleMinorUnits(minor, unitsPerEur, 100);
    const fee = basisPointsOf(gross, CRYPTO_FEE_BASIS_POINTS);
    return c.json({
      success: true,
      data: {
        cryptoAmount: wireAmount(gross - fee, crypto),
        rate: unitsPerEur === undefined ? 1 : wireAmount(unitsPerEur, crypto),
        fee: wireAmount(fee, crypto),
        cryptoCurrency: crypto,
        network: body.network ?? null,
      },
    });
  });
}
