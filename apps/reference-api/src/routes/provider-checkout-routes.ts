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
import { wireAmount } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { depositReturnUrl, settleDeposit } from "../services/deposit-outcome.ts";
import { startThreeDs } from "../services/three-ds.ts";
import { currencyOf } from "../services/wallet.ts";

/** Where the stand-in payment provider's checkout page lives. */
export const PROVIDER_CHECKOUT_PATH = "/__provider/checkout";
/** Where the stand-in card issuer's 3DS page lives (a deposit by the 3DS test card goes there). */
export const PROVIDER_THREE_DS_PATH = "/__provider/3ds";

/** Which of the stand-in's pages settles a deposit: the provider's checkout, or the card issuer's 3DS check. */
export type ProviderPage = "checkout" | "3ds";

/**
 * The stand-in provider's signature of a deposit on one of its pages: an HMAC-SHA256, with this
 * run's secret, of the page and the transaction (id, player, amount), so only a link the API gave
 * out can settle it, and only on the page it was given out for.
 */
function pageSignature(ctx: ServerContext, page: ProviderPage, transaction: TransactionRecord): string {
  const subject = page === "checkout" ? "provider-checkout" : "provider-3ds";
  return createHmac("sha256", ctx.secret)
    .update(`${subject}:${String(transaction.id)}:${String(transaction.playerId)}:${String(transaction.amountMinor)}`)
    .digest("hex");
}

function pagePath(page: ProviderPage): string {
  return page === "checkout" ? PROVIDER_CHECKOUT_PATH : PROVIDER_THREE_DS_PATH;
}

/** The page a deposit is settled on, as recorded when it started (`startDeposit`'s `data.page`). */
function pageOf(transaction: TransactionRecord): ProviderPage {
  return transaction.data.page === "3ds" ? "3ds" : "checkout";
}

/** The signed link to the stand-in's page for a deposit (its checkout, or the issuer's 3DS check). */
export function providerPageUrl(ctx: ServerContext, origin: string, transaction: TransactionRecord): string {
  const page = pageOf(transaction);
  return `${origin}${pagePath(page)}/${String(transaction.id)}?signature=${pageSignature(ctx, page, transaction)}`;
}

/**
 * The deposit a call to `page` is about, when the call may see it: a deposit sent to that page,
 * with the deposit's signature (the link the API gave out) or the bearer token of the player who
 * made it. Anything else is answered as not found, so ids cannot be probed.
 */
function pageDeposit(c: Context<AppEnv>, ctx: ServerContext, page: ProviderPage): TransactionRecord {
  const id = Number(c.req.param("id"));
  const transaction = Number.isSafeInteger(id) ? ctx.store.transactions.byId(id) : undefined;
  const notFound = new ApiFailure(404, "NOT_FOUND", `No deposit ${c.req.param("id") ?? ""}`);
  if (!transaction || transaction.kind !== "deposit" || pageOf(transaction) !== page) throw notFound;
  if (sameSecret(c.req.query("signature"), pageSignature(ctx, page, transaction))) return transaction;
  const token = bearerToken(c.req.raw.headers);
  if (token && openSession(ctx, token)?.player.id === transaction.playerId) return transaction;
  throw notFound;
}

function stillPending(transaction: TransactionRecord): void {
  if (transaction.status !== "pending")
    throw new ApiFailure(
      409,
      "TRANSACTION_FAILED",
      `Deposit ${String(transaction.id)} is already ${transaction.status}`,
    );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** The 3DS page's two answers: the cardholder confirms, or the check fails. */
const THREE_DS_ANSWERS = ["confirm", "fail"] as const;

/**
 * The stand-in provider's pages, the only places (with the control endpoint) a deposit is
 * settled: the checkout, with one button per outcome (what a player would do at a real
 * provider), and the card issuer's 3DS check. Each answer settles a pending deposit once and
 * sends the player back to the site; the deposit call itself never chooses its outcome.
 */
export function registerProviderCheckoutRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(`${PROVIDER_CHECKOUT_PATH}/:id`, (c) => {
    const transaction = pageDeposit(c, ctx, "checkout");
    const buttons = DEPOSIT_OUTCOMES.map(
      (outcome) => `<button type="submit" name="outcome" value="${outcome}">${outcome}</button>`,
    ).join(" ");
    const action = `${PROVIDER_CHECKOUT_PATH}/${String(transaction.id)}?signature=${pageSignature(ctx, "checkout", transaction)}`;
    return c.html(
      page(
        "Demo payment provider",
        `<p>Deposit ${String(transaction.id)}: choose how it ends.</p><form method="post" action="${action}">${buttons}</form>`,
      ),
    );
  });

  app.post(`${PROVIDER_CHECKOUT_PATH}/:id`, async (c) => {
    const transaction = pageDeposit(c, ctx, "checkout");
    const form = await c.req.parseBody();
    const outcome = validate(v.picklist(DEPOSIT_OUTCOMES), form.outcome, "outcome");
    stillPending(transaction);
    return c.redirect(settleDeposit(ctx, transaction, outcome as DepositOutcome), 303);
  });

  app.get(`${PROVIDER_THREE_DS_PATH}/:id`, (c) => {
    const transaction = pageDeposit(c, ctx, "3ds");
    const amount = wireAmount(transaction.amountMinor, currencyOf(ctx, transaction.playerId));
    const action = `${PROVIDER_THREE_DS_PATH}/${String(transaction.id)}?signature=${pageSignature(ctx, "3ds", transaction)}`;
    return c.html(
      page(
        "Demo card issuer: confirm this payment",
        `<p>Your bank asks you to confirm a deposit of ${String(amount)} ${currencyOf(ctx, transaction.playerId)}.</p><form method="post" action="${action}"><button type="submit" name="answer" value="confirm">Confirm payment</button> <button type="submit" name="answer" value="fail">Fail the check</button></form>`,
      ),
    );
  });

  // A confirmed check sends the player back with the issuer's PaReq and MD (the 3DS success
  // modal posts them to the webhook, which then settles the deposit); a failed one fails it here.
  app.post(`${PROVIDER_THREE_DS_PATH}/:id`, async (c) => {
    const transaction = pageDeposit(c, ctx, "3ds");
    const form = await c.req.parseBody();
    const answer = validate(v.picklist(THREE_DS_ANSWERS), form.answer, "answer");
    stillPending(transaction);
    if (answer === "fail") return c.redirect(settleDeposit(ctx, transaction, "failed"), 303);
    const { PaReq, MD } = startThreeDs(ctx, transaction);
    const returnUrl = typeof transaction.data.returnUrl === "string" ? transaction.data.returnUrl : "";
    return c.redirect(
      depositReturnUrl(returnUrl, "deposit-3ds-success", transaction.method ?? "unknown", { PaReq, MD }),
      303,
    );
  });
}
