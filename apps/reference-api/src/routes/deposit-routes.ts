import { DEFAULT_PATHS, depositRequestSchema, threeDsWebhookRequestSchema } from "@casino/api-client";
import { DEPOSIT_OUTCOMES } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson, validate } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";
import { depositMethodOrRefusal } from "../services/deposit-checks.ts";
import { depositReturnUrl, settleDeposit } from "../services/deposit-outcome.ts";
import { startDeposit } from "../services/deposit-start.ts";
import { unprocessable } from "../http/refusals.ts";
import { PROVIDER_CHECKOUT_PATH } from "./provider-checkout-routes.ts";

/** Outcomes a test or the provider page may choose: the six of the spec, and `3ds`. */
const chosenOutcomeSchema = v.optional(v.picklist([...DEPOSIT_OUTCOMES, "3ds"]));

function absoluteUrl(value: string): string {
  if (!URL.canParse(value))
    throw new ApiFailure(400, "VALIDATION_ERROR", "returnUrl must be an absolute URL", {
      issues: [{ field: "returnUrl", message: "must be an absolute URL" }],
    });
  return value;
}

/** The deposit with a chosen outcome or the stand-in provider's page, and the 3DS webhook (`docs/features.md`, "Deposits"). */
export function registerDepositRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
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
      throw unprocessable("AMOUNT_BELOW_ZERO", "The amount must be above 0");
    }
    const body = validate(depositRequestSchema, raw);
    const outcome = validate(v.looseObject({ outcome: chosenOutcomeSchema }), raw).outcome;
    const method = depositMethodOrRefusal(ctx, player, body);
    const returnUrl = absoluteUrl(body.returnUrl ?? `${settingsOf(ctx).casinoOrigin}/deposit`);
    const transaction = startDeposit(ctx, player, body, method, returnUrl);
    const transactionId = transaction.id;

    if (outcome === "3ds") {
      const PaReq = `pareq-${transactionId}`;
      const MD = `md-${transactionId}`;
      ctx.store.transactions.setStatus(transactionId, "processing");
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
    const transaction = Number.isInteger(id) ? ctx.store.transactions.ofPlayer(player.id, id) : undefined;
    if (!transaction || body.PaReq !== `pareq-${id}`)
      throw unprocessable("TRANSACTION_FAILED", "The 3DS answer does not match a deposit");
    if (transaction.status === "completed") return c.json({ success: true, message: "Already completed" });
    settleDeposit(ctx, transaction, "success");
    return c.json({ success: true, message: "3DS confirmed" });
  });
}
