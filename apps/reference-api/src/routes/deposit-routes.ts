import { DEFAULT_PATHS, depositRequestSchema, threeDsWebhookRequestSchema } from "@casino/api-client";
import type { Hono } from "hono";
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
import { settleDeposit } from "../services/deposit-outcome.ts";
import { startDeposit } from "../services/deposit-start.ts";
import { asksForThreeDs, endThreeDs, threeDsDepositOf } from "../services/three-ds.ts";
import { providerPageUrl } from "./provider-checkout-routes.ts";

/**
 * The deposit and the 3DS webhook (`docs/features.md`, "Deposits"). A deposit starts pending and
 * is never settled by what the player's call says: only the stand-in's pages (the provider's
 * checkout, the card issuer's 3DS check) and the control endpoint settle it.
 */
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
    const amountMinor = minorUnitsOf(body.amount, player.profile.currencyCode);
    const returnUrl = body.returnUrl
      ? allowedReturnUrl(ctx, body.returnUrl)
      : `${settingsOf(ctx).casinoOrigin}/deposit`;
    const method = depositMethodOrRefusal(ctx, player, body, amountMinor);
    const threeDs = asksForThreeDs(body.card);
    const transaction = startDeposit(
      ctx,
      player,
      { amountMinor, bonusId: body.bonusId },
      method,
      returnUrl,
      threeDs ? "3ds" : "checkout",
    );
    const transactionId = transaction.id;
    const redirectUrl = providerPageUrl(ctx, new URL(c.req.url).origin, transaction);
    // The card's issuer checks the cardholder on its own page, then sends the player back.
    if (threeDs) return c.json({ success: true, data: { transactionId, status: "3ds", redirectUrl } });
    const instructions = depositInstructions(ctx, method, transaction, player.profile.currencyCode);
    if (instructions) return c.json({ success: true, data: { transactionId, status: "pending", ...instructions } });
    return c.json({ success: true, data: { transactionId, status: "pending", redirectUrl } });
  });

  app.post(DEFAULT_PATHS.threeDsWebhook, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, threeDsWebhookRequestSchema);
    // Only this player's deposit whose issuer confirmed the check, with the random PaReq and MD
    // the issuer's page gave out, and once. Nothing the player sends says whether the check passed.
    const transaction = threeDsDepositOf(ctx, id, body);
    if (!transaction)
      throw unprocessable("TRANSACTION_FAILED", "The 3DS answer does not match a deposit waiting for it");
    ctx.store.transaction(() => {
      endThreeDs(ctx, transaction);
      settleDeposit(ctx, transaction, "success");
    });
    return c.json({ success: true, message: "3DS confirmed" });
  });
}
