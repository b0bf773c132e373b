import type { DepositOutcome } from "@casino/domain";
import { DEPOSIT_OUTCOMES } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { validate } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { conflict } from "../http/refusals.ts";
import { settleDeposit } from "../services/deposit-outcome.ts";

/** Where the stand-in payment provider's checkout page lives. */
export const PROVIDER_CHECKOUT_PATH = "/__provider/checkout";

/**
 * The stand-in provider's checkout: a page with one button per outcome (what a player would do at
 * a real provider), which settles the deposit and sends the player back to the site.
 */
export function registerProviderCheckoutRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
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
    const transaction = ctx.store.transactions.byId(id);
    if (!transaction || transaction.kind !== "deposit") throw new ApiFailure(404, "NOT_FOUND", `No deposit ${id}`);
    if (transaction.status !== "pending")
      throw conflict("TRANSACTION_FAILED", `Deposit ${id} is already ${transaction.status}`);
    return c.redirect(settleDeposit(ctx, transaction, outcome as DepositOutcome), 303);
  });
}
