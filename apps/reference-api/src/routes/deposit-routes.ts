import { DEFAULT_PATHS, depositRequestSchema, threeDsWebhookRequestSchema } from "@casino/api-client";
import { DEPOSIT_OUTCOMES } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { idempotent } from "../http/idempotency.ts";
import { readJson, validate } from "../http/read-body.ts";
import { unprocessable } from "../http/refusals.ts";
import { allowedReturnUrl } from "../http/return-url.ts";
import { minorUnitsOf } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";
import { depositMethodOrRefusal } from "../services/deposit-checks.ts";
import { depositInstructions } from "../services/deposit-instructions.ts";
import { depositReturnUrl, settleDeposit } from "../services/deposit-outcome.ts";
import { startDeposit } from "../services/deposit-start.ts";
import { asksForThreeDs, endThreeDs, startThreeDs, threeDsDepositOf } from "../services/three-ds.ts";
import { providerCheckoutUrl } from "./provider-checkout-routes.ts";

/** Outcomes a test or the provider page may choose: the six of the spec, and `3ds`. */
const chosenOutcomeSchema = v.optional(v.picklist([...DEPOSIT_OUTCOMES, "3ds"]));

/** The deposit with a chosen outcome or the stand-in provider's page, and the 3DS webhook (`docs/features.md`, "Deposits"). */
export function registerDepositRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(DEFAULT_PATHS.deposit, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const raw: unknown = await c.req.json().catch(() => {
      throw new ApiFailure(400, "INVALID_JSON", "The request body is not valid JSON");
    });
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    // The spec's own code for a non-positive amount comes before the generic schema refusal.
    if (
      typeof raw === "object" &&
      raw !== null &&
      "amount" in raw &&
      typeof raw.amount === "number" &&
      raw.amount <= 0
    ) {
      throw unprocessable("AMOUNT_BELOW_ZERO", "The amount must be above 0");
    }
    const body = validate(depositRequestSchema, raw);
    const outcome = validate(v.looseObject({ outcome: chosenOutcomeSchema }), raw).outcome;
    const amountMinor = minorUnitsOf(body.amount, player.profile.currencyCode);
    const returnUrl = body.returnUrl
      ? allowedReturnUrl(ctx, body.returnUrl)
      : `${settingsOf(ctx).casinoOrigin}/deposit`;
    const method = depositMethodOrRefusal(ctx, player, body, amountMinor);
    const transaction = startDeposit(ctx, player, { amountMinor, bonusId: body.bonusId }, method, returnUrl);
    const transactionId = transaction.id;

    if (outcome === "3ds") {
      const { PaReq, MD } = startThreeDs(ctx, transaction);
      const redirectUrl = depositReturnUrl(returnUrl, "deposit-3ds-success", method.name, { PaReq, MD });
      return c.json({ success: true, data: { transactionId, status: "3ds", redirectUrl, PaReq, MD } });
    }
    if (outcome === undefined && asksForThreeDs(body.card)) {
      // The cashier shows the bank's challenge itself and answers the webhook: no redirect.
      const { PaReq, MD } = startThreeDs(ctx, transaction);
      return c.json({ success: true, data: { transactionId, status: "3ds", PaReq, MD } });
    }
    if (outcome !== undefined) {
      const redirectUrl = settleDeposit(ctx, transaction, outcome);
      return c.json({ success: true, data: { transactionId, status: outcome, redirectUrl } });
    }
    const instructions = depositInstructions(ctx, method, transaction, player.profile.currencyCode);
    if (instructions) return c.json({ success: true, data: { transactionId, status: "pending", ...instructions } });
    return c.json({
      success: true,
      data: {
        transactionId,
        status: "pending",
        redirectUrl: providerCheckoutUrl(ctx, new URL(c.req.url).origin, transaction),
      },
    });
  });

  app.post(DEFAULT_PATHS.threeDsWebhook, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, threeDsWebhookRequestSchema);
    // Only this player's deposit waiting for 3DS, with the random challenge it was given, and once.
    const transaction = threeDsDepositOf(ctx, id, body);
    if (!transaction)
      throw unprocessable("TRANSACTION_FAILED", "The 3DS answer does not match a deposit waiting for it");
    const passed = body.PaRes !== "N";
    ctx.store.transaction(() => {
      endThreeDs(ctx, transaction);
      settleDeposit(ctx, transaction, passed ? "success" : "failed");
    });
    if (!passed) throw unprocessable("TRANSACTION_FAILED", "The card's 3DS check failed");
    return c.json({ success: true, message: "3DS confirmed" });
  });
}
