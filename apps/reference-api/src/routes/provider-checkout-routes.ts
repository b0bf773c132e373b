import { createHmac } from "node:crypto";
import type { DepositOutcome } from "@casino/domain";
import { DEPOSIT_OUTCOMES } from "@casino/domain";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { TransactionRecord } from "../db/transaction-store.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { bearerToken, openSession, sameSecret } from "../http/auth.ts";
import { validate } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { settleDeposit } from "../services/deposit-outcome.ts";

/** Where the stand-in payment provider's checkout page lives. */
export const PROVIDER_CHECKOUT_PATH = "/__provider/checkout";

/**
 * The stand-in provider's signature of a deposit: an HMAC-SHA256, with this run's secret, of the
 * transaction (id, player, amount), so only a link the API gave out can settle it.
 */
function checkoutSignature(ctx: ServerContext, transaction: TransactionRecord): string {
  return createHmac("sha256", ctx.secret)
    .update(
      `provider-checkout:${String(transaction.id)}:${String(transaction.playerId)}:${String(transaction.amountMinor)}`,
    )
    .digest("hex");
}

/** The signed link to the stand-in provider's page for a deposit. */
export function providerCheckoutUrl(ctx: ServerContext, origin: string, transaction: TransactionRecord): string {
  return `${origin}${PROVIDER_CHECKOUT_PATH}/${String(transaction.id)}?signature=${checkoutSignature(ctx, transaction)}`;
}

/**
 * The deposit a checkout call is about, when the call may see it: it carries the deposit's
 * signature (the link the API gave out), or the bearer token of the player who made it. Anything
 * else is answered as not found, so ids cannot be probed.
 */
function checkoutDeposit(c: Context<AppEnv>, ctx: ServerContext): TransactionRecord {
  const id = Number(c.req.param("id"));
  const transaction = Number.isSafeInteger(id) ? ctx.store.transactions.byId(id) : undefined;
  const notFound = new ApiFailure(404, "NOT_FOUND", `No deposit ${c.req.param("id") ?? ""}`);
  if (!transaction || transaction.kind !== "deposit") throw notFound;
  if (sameSecret(c.req.query("signature"), checkoutSignature(ctx, transaction))) return transaction;
  const token = bearerToken(c.req.raw.headers);
  if (token && openSession(ctx, token)?.player.id === transaction.playerId) return transaction;
  throw notFound;
}

/**
 * The stand-in provider's checkout: a page with one button per outcome (what a player would do at
 * a real provider), whose answer settles a pending deposit once and sends the player back to the site.
 */
export function registerProviderCheckoutRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(`${PROVIDER_CHECKOUT_PATH}/:id`, (c) => {
    const transaction = checkoutDeposit(c, ctx);
    const buttons = DEPOSIT_OUTCOMES.map(
      (outcome) => `<button type="submit" name="outcome" value="${outcome}">${outcome}</button>`,
    ).join(" ");
    const action = `${PROVIDER_CHECKOUT_PATH}/${String(transaction.id)}?signature=${checkoutSignature(ctx, transaction)}`;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo payment provider</title></head><body><main><h1>Demo payment provider</h1><p>Deposit ${String(transaction.id)}: choose how it ends.</p><form method="post" action="${action}">${buttons}</form></main></body></html>`,
    );
  });

  app.post(`${PROVIDER_CHECKOUT_PATH}/:id`, async (c) => {
    const transaction = checkoutDeposit(c, ctx);
    const form = await c.req.parseBody();
    const outcome = validate(v.picklist(DEPOSIT_OUTCOMES), form.outcome, "outcome");
    if (transaction.status !== "pending")
      throw new ApiFailure(
        409,
        "TRANSACTION_FAILED",
        `Deposit ${String(transaction.id)} is already ${transaction.status}`,
      );
    return c.redirect(settleDeposit(ctx, transaction, outcome as DepositOutcome), 303);
  });
}
