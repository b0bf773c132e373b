import {
  cancelWithdrawalRequestSchema,
  cryptoWithdrawalCalcRequestSchema,
  DEFAULT_PATHS,
  depositRequestSchema,
  threeDsWebhookRequestSchema,
  withdrawRequestSchema,
} from "@casino/api-client";
import {
  DEPOSIT_OUTCOMES,
  isRestrictedLocation,
  isSelfExcluded,
  PAGE_SIZE,
  validateDepositAmount,
  validateDepositPhone,
} from "@casino/domain";
import type { DepositOutcome } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import type { TransactionRecord } from "../db/store.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson, readQuery, validate } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { paymentMethodsOf, settingsOf } from "../services/catalog.ts";
import { depositReturnUrl, settleDeposit } from "../services/deposit-outcome.ts";
import { limitExceeded } from "../services/limits.ts";
import { withdrawalBlockers } from "../services/withdrawal.ts";
import { emitBalance, roundMoney } from "../services/wallet.ts";

/** Where the stand-in payment provider's checkout page lives. */
export const PROVIDER_CHECKOUT_PATH = "/__provider/checkout";

/** Outcomes a test or the provider page may choose: the six of the spec, and `3ds`. */
const chosenOutcomeSchema = v.optional(v.picklist([...DEPOSIT_OUTCOMES, "3ds"]));

/** Methods that pay from the player's phone and so need its number. */
const PHONE_METHODS = new Set(["upi", "papara"]);

/** Units of each crypto per euro, for the withdrawal calculator. */
const CRYPTO_PER_EUR: Record<string, number> = { BTC: 0.0000161, ETH: 0.00042, USDT: 1.08 };
const CRYPTO_FEE_PERCENT = 1;

function transactionRow(row: TransactionRecord, currencyCode: string): Record<string, unknown> {
  return {
    id: row.id,
    type: row.kind,
    status: row.status,
    amount: row.amount,
    currencyCode,
    paymentMethod: row.method,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
}

/** Payment methods, deposit with a chosen outcome and 3DS, withdrawal and its blockers, transactions. */
export function registerPaymentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.payments, (c) => {
    // Every method goes out: the front end filters them per player (000 §6, domain filterPaymentMethods).
    return c.json({ success: true, data: paymentMethodsOf(ctx) });
  });

  app.post(DEFAULT_PATHS.deposit, async (c) => {
    const player = requirePlayer(c, ctx);
    const raw: unknown = await c.req.json().catch(() => {
      throw new ApiFailure(400, "INVALID_JSON", "The request body is not valid JSON");
    });
    // The spec's own code for a non-positive amount comes before the generic schema refusal.
    if (
      typeof raw === "object" &&
      raw !== null &&
      "amount" in raw &&
      typeof raw.amount === "number" &&
      raw.amount <= 0
    ) {
      throw new ApiFailure(400, "AMOUNT_BELOW_ZERO", "The amount must be above 0");
    }
    const body = validate(depositRequestSchema, raw);
    const outcome = validate(v.looseObject({ outcome: chosenOutcomeSchema }), raw).outcome;
    const now = ctx.clock.now();
    const settings = settingsOf(ctx);
    const location = ctx.visitor.location;
    const profile = player.profile;

    if (isSelfExcluded(profile.userLimit, now))
      throw new ApiFailure(403, "SELF_EXCLUDED", "A self-excluded player may only withdraw");
    if (
      isRestrictedLocation({
        countryCode: location.countryCode,
        subdivisions: location.subdivisions,
        ip: location.ip,
        excludedCountryCodes: settings.excludedCountryCodeList,
        whitelistedIps: settings.whitelistedIPs,
      })
    ) {
      throw new ApiFailure(
        403,
        "DEPOSIT_COUNTRY_BLOCK",
        `Deposits are not available from ${location.countryCode}; if you use a VPN, turn it off`,
      );
    }
    const required: ("countryCode" | "city" | "zipCode" | "address")[] = ["countryCode", "city", "zipCode"];
    if (!settings.allowDepWithoutAddress) required.push("address");
    const missing = required.filter((field) => !profile[field]);
    if (missing.length > 0)
      throw new ApiFailure(400, "GLOBAL_ERROR", `Complete your profile before depositing: ${missing.join(", ")}`, {
        fields: missing,
      });
    if (!profile.isEmailVerified)
      throw new ApiFailure(400, "REQUIRED_EMAIL_VERIFICATION", "Verify your e-mail address before depositing");
    const method = paymentMethodsOf(ctx).find((entry) => String(entry.id) === String(body.paymentMethodId));
    if (!method || !method.isActive)
      throw new ApiFailure(400, "PROVIDER_ERROR", `Payment method ${body.paymentMethodId} is not available`);
    if (
      body.currencyCode !== profile.currencyCode ||
      (method.allowedCurrencies.length > 0 && !method.allowedCurrencies.includes(body.currencyCode)) ||
      method.restrictedCurrencies.includes(body.currencyCode)
    ) {
      throw new ApiFailure(400, "PAYMENT_SERVICE_ERROR", `${method.title} does not take ${body.currencyCode}`);
    }
    if (
      validateDepositAmount(body.amount, { min: method.minAmount, max: method.maxAmount }) ===
      "PAYMENT_PROVIDER_LIMIT_THRESHOLD"
    ) {
      throw new ApiFailure(
        400,
        "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
        `${method.title} takes ${method.minAmount} to ${method.maxAmount} ${body.currencyCode}`,
        { min: method.minAmount, max: method.maxAmount },
      );
    }
    // Methods paid from a phone (UPI, Papara) need one of at least 6 characters (001 §5).
    if ((PHONE_METHODS.has(method.name) || body.phone !== undefined) && validateDepositPhone(body.phone)) {
      throw new ApiFailure(400, "PHONE_ERROR", "The phone number is too short");
    }
    const exceeded = limitExceeded(ctx, player.id, "deposit", body.amount);
    if (exceeded)
      throw new ApiFailure(400, "PAYMENT_LIMIT_THRESHOLD", `Your ${exceeded} deposit limit is reached`, {
        period: exceeded,
      });

    const returnUrl = body.returnUrl ?? `${settings.casinoOrigin}/deposit`;
    try {
      new URL(returnUrl);
    } catch {
      throw new ApiFailure(400, "VALIDATION_ERROR", "returnUrl must be an absolute URL", {
        issues: [{ field: "returnUrl", message: "must be an absolute URL" }],
      });
    }
    const transactionId = ctx.store.transaction(() => {
      // Starting a deposit with a new bonus cancels the active one (the site warned, 001 §4).
      if (body.bonusId !== undefined && body.bonusId !== null) {
        const now = ctx.clock.now().toISOString();
        for (const record of ctx.store.playerBonuses(player.id)) {
          if (record.status === "active" && String(record.bonusId) !== String(body.bonusId))
            ctx.store.setPlayerBonusStatus(record.id, "cancelled", now);
        }
        if (
          !ctx.store
            .playerBonuses(player.id)
            .some((record) => record.status === "active" && String(record.bonusId) === String(body.bonusId))
        ) {
          ctx.store.addPlayerBonus({
            playerId: player.id,
            bonusId: Number(body.bonusId),
            status: "active",
            amount: 0,
            wagerLeft: 0,
            wagered: 0,
            freeSpinsLeft: 0,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      return ctx.store.addTransaction({
        playerId: player.id,
        kind: "deposit",
        amount: body.amount,
        status: "pending",
        method: method.name,
        data: { returnUrl },
        createdAt: now.toISOString(),
      });
    });
    const transaction = ctx.store.transactionById(player.id, transactionId);
    if (!transaction) throw new Error("The deposit was not stored");

    if (outcome === "3ds") {
      const PaReq = `pareq-${transactionId}`;
      const MD = `md-${transactionId}`;
      ctx.store.setTransactionStatus(transactionId, "processing");
      const redirectUrl = depositReturnUrl(returnUrl, "deposit-3ds-success", method.name, { PaReq, MD });
      return c.json({ success: true, data: { transactionId, status: "3ds", redirectUrl, PaReq, MD } });
    }
    if (outcome !== undefined) {
      const redirectUrl = settleDeposit(ctx, transaction, outcome);
      return c.json({ success: true, data: { transactionId, status: outcome, redirectUrl } });
    }
    const origin = new URL(c.req.url).origin;
    return c.json({
      success: true,
      data: { transactionId, status: "pending", redirectUrl: `${origin}${PROVIDER_CHECKOUT_PATH}/${transactionId}` },
    });
  });

  app.post(DEFAULT_PATHS.threeDsWebhook, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, threeDsWebhookRequestSchema);
    const id = Number(body.MD.replace(/^md-/, ""));
    const transaction = Number.isInteger(id) ? ctx.store.transactionById(player.id, id) : undefined;
    if (!transaction || body.PaReq !== `pareq-${id}`)
      throw new ApiFailure(400, "TRANSACTION_FAILED", "The 3DS answer does not match a deposit");
    if (transaction.status === "completed") return c.json({ success: true, message: "Already completed" });
    settleDeposit(ctx, transaction, "success");
    return c.json({ success: true, message: "3DS confirmed" });
  });

  // The stand-in provider's checkout: a page with one button per outcome (what a player would do at the provider).
  app.get(`${PROVIDER_CHECKOUT_PATH}/:id`, (c) => {
    const id = Number(c.req.param("id"));
    const buttons = DEPOSIT_OUTCOMES.map(
      (outcome) => `<button type="submit" name="outcome" value="${outcome}">${outcome}</button>`,
    ).join(" ");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo payment provider</title></head><body><main><h1>Demo payment provider</h1><p>Deposit ${id}: choose how it ends.</p><form method="post" action="${PROVIDER_CHECKOUT_PATH}/${id}">${buttons}</form></main></body></html>`,
    );
  });

  app.post(`${PROVIDER_CHECKOUT_PATH}/:id`, async (c) => {
    const id = Number(c.req.param("id"));
    const form = await c.req.parseBody();
    const outcome = validate(v.picklist(DEPOSIT_OUTCOMES), form.outcome, "outcome");
    const playerId = ctx.store.players().find((player) => ctx.store.transactionById(player.id, id))?.id;
    const transaction = playerId === undefined ? undefined : ctx.store.transactionById(playerId, id);
    if (!transaction || transaction.kind !== "deposit") throw new ApiFailure(404, "NOT_FOUND", `No deposit ${id}`);
    if (transaction.status !== "pending")
      throw new ApiFailure(409, "TRANSACTION_FAILED", `Deposit ${id} is already ${transaction.status}`);
    return c.redirect(settleDeposit(ctx, transaction, outcome as DepositOutcome), 303);
  });

  app.post(DEFAULT_PATHS.withdraw, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, withdrawRequestSchema);
    const blockers = withdrawalBlockers(ctx, player);
    const [first] = blockers;
    if (first)
      throw new ApiFailure(400, first.errorCode, first.message, {
        blockers: blockers.map((blocker) => blocker.errorCode),
      });
    const method = paymentMethodsOf(ctx).find((entry) => String(entry.id) === String(body.paymentMethodId));
    if (!method || !method.isActive || !method.withdrawalExist)
      throw new ApiFailure(
        400,
        "WITHDRAWAL_FAILED",
        `Withdrawals to payment method ${body.paymentMethodId} are not available`,
      );
    if (method.isCrypto && (!body.walletAddress || !body.network)) {
      throw new ApiFailure(400, "VALIDATION_ERROR", "walletAddress and network are required for crypto", {
        issues: [{ field: "walletAddress", message: "form.validation.invalid.required" }],
      });
    }
    if (body.amount > player.cash)
      throw new ApiFailure(400, "WITHDRAWAL_FAILED", `The amount is above your withdrawable balance of ${player.cash}`);
    const now = ctx.clock.now().toISOString();
    const transactionId = ctx.store.transaction(() => {
      // The funds are locked while the withdrawal is pending; cancelling unlocks them (001 §4).
      ctx.store.adjustWallet(player.id, -body.amount, 0);
      return ctx.store.addTransaction({
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
    const transaction = ctx.store.transactionById(player.id, transactionId);
    return c.json({
      success: true,
      message: "Your withdrawal is pending",
      data: { transaction: transaction ? transactionRow(transaction, player.profile.currencyCode) : null },
    });
  });

  app.post(DEFAULT_PATHS.cancelWithdrawal, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, cancelWithdrawalRequestSchema);
    const transaction = ctx.store.transactionById(player.id, Number(body.transactionId));
    if (!transaction || transaction.kind !== "withdrawal")
      throw new ApiFailure(404, "NOT_FOUND", `No withdrawal ${body.transactionId}`);
    if (transaction.status !== "pending")
      throw new ApiFailure(
        400,
        "WITHDRAWAL_FAILED",
        `Only a pending withdrawal can be cancelled; this one is ${transaction.status}`,
      );
    ctx.store.transaction(() => {
      ctx.store.setTransactionStatus(transaction.id, "cancelled");
      ctx.store.adjustWallet(player.id, transaction.amount, 0);
    });
    emitBalance(ctx, player.id);
    return c.json({ success: true, message: "The withdrawal was cancelled and the funds unlocked" });
  });

  app.post(DEFAULT_PATHS.cryptoWithdrawalCalc, async (c) => {
    requirePlayer(c, ctx);
    const body = await readJson(c, cryptoWithdrawalCalcRequestSchema);
    const perEur = CRYPTO_PER_EUR[body.cryptoCurrency];
    if (perEur === undefined || body.amount <= 0)
      throw new ApiFailure(
        400,
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

  app.get(DEFAULT_PATHS.transactions, (c) => {
    const player = requirePlayer(c, ctx);
    const query = readQuery(
      c,
      v.looseObject({
        pageNo: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), "1"),
        limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), String(PAGE_SIZE)),
        type: v.optional(v.string()),
        status: v.optional(v.string()),
        startDate: v.optional(v.string()),
        endDate: v.optional(v.string()),
      }),
    );
    const rows = ctx.store
      .transactions(player.id)
      .filter((row) => !query.type || row.kind === query.type)
      .filter((row) => !query.status || row.status === query.status)
      .filter((row) => !query.startDate || row.createdAt >= query.startDate)
      .filter((row) => !query.endDate || row.createdAt.slice(0, 10) <= query.endDate)
      .map((row) => transactionRow(row, player.profile.currencyCode));
    return c.json({
      success: true,
      data: { count: rows.length, rows: rows.slice((query.pageNo - 1) * query.limit, query.pageNo * query.limit) },
    });
  });
}
