import { createHmac, randomBytes, randomInt } from "node:crypto";
import { DEFAULT_PATHS, linkedSignInRequestSchema } from "@casino/api-client";
import { LINKED_ACCOUNT_QUERY_PARAMETER } from "@casino/domain";
import type { Context, Hono } from "hono";
import { html } from "hono/html";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { sameSecret } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import { allowedReturnUrl } from "../http/return-url.ts";
import type { ServerContext } from "../server-context.ts";
import { settingsOf } from "../services/catalog.ts";

/** Where the stand-in third party's sign-in page lives. */
export const PROVIDER_SIGN_IN_PATH = "/__provider/sign-in";

/** How long what the third party said waits for the linked sign-up (`docs/features.md`, "Linked sign-up"). */
export const LINKED_ACCOUNT_LIFETIME_MS = 30 * 60 * 1000;

/** A third party the brand offers (`linkedAccountProviders` of the settings). */
interface LinkedProvider {
  id: string;
  name: string;
}

function providersOf(ctx: ServerContext): LinkedProvider[] {
  const providers = settingsOf(ctx).linkedAccountProviders;
  return Array.isArray(providers) ? (providers as LinkedProvider[]) : [];
}

/** How long a trip to the third party may take: its state is refused after that. */
export const SIGN_IN_STATE_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The trip to the third party: which one, the site's page to come back to, a random id (the trip
 * comes back once) and until when it may.
 */
interface SignInState {
  provider: string;
  returnUrl: string;
  nonce: string;
  expiresAt: string;
}

const stateSchema = v.object({ provider: v.string(), returnUrl: v.string(), nonce: v.string(), expiresAt: v.string() });

function stateSignature(ctx: ServerContext, encoded: string): string {
  return createHmac("sha256", ctx.secret).update(`linked-sign-in:${encoded}`).digest("base64url");
}

/** The state the third party carries, signed so only a trip this API started can come back. */
function encodeState(ctx: ServerContext, state: SignInState): string {
  const encoded = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${encoded}.${stateSignature(ctx, encoded)}`;
}

/** The state of a trip this API started and that has not run out; anything else is a 400. */
function decodeState(ctx: ServerContext, value: string | undefined): SignInState {
  const [encoded = "", signature] = (value ?? "").split(".");
  if (!sameSecret(signature, stateSignature(ctx, encoded)))
    throw new ApiFailure(400, "VALIDATION_ERROR", "The sign-in state is not one this API gave out");
  const state = v.parse(stateSchema, JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")));
  if (Date.parse(state.expiresAt) <= ctx.clock.now().getTime())
    throw new ApiFailure(400, "SIGN_IN_STATE_EXPIRED", "The sign-in with the third party took too long; start again");
  return state;
}

/** A made-up person the stand-in third party vouches for; the page lets the visitor change it. */
function sampleIdentity(): { email: string; firstName: string; lastName: string } {
  return {
    email: `alex.morgan.${String(randomInt(100_000, 1_000_000))}@id.demo.casino`,
    firstName: "Alex",
    lastName: "Morgan",
  };
}

function signInPage(c: Context<AppEnv>, ctx: ServerContext, state: string, provider: LinkedProvider) {
  const who = sampleIdentity();
  const brand = String(settingsOf(ctx).brandName);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${provider.name}: sign in</title>
        </head>
        <body>
          <main>
            <h1>${provider.name}</h1>
            <p>${brand} asks for your e-mail address and name. This stand-in shares what you write here.</p>
            <form method="post" action="${PROVIDER_SIGN_IN_PATH}?state=${state}">
              <p>
                <label>E-mail <input name="email" type="email" value="${who.email}" required /></label>
              </p>
              <p>
                <label>First name <input name="firstName" value="${who.firstName}" /></label>
              </p>
              <p>
                <label>Last name <input name="lastName" value="${who.lastName}" /></label>
              </p>
              <button type="submit" name="answer" value="allow">Continue to ${brand}</button>
              <button type="submit" name="answer" value="deny" formnovalidate>Cancel</button>
            </form>
          </main>
        </body>
      </html>`,
  );
}

/** A text the third party's form sent, or `null` when it sent none. */
function formText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 255) : null;
}

/**
 * Linked sign-up's back-end half (`docs/features.md`, "Linked sign-up"): where to send a visitor
 * who picks a third party, the stand-in third party's page, and what it vouched for.
 */
export function registerLinkedAccountRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  // The trips that came back, by nonce, until their state runs out: each comes back once.
  const returned = new Map<string, number>();
  function comeBackOnce(state: SignInState): void {
    const now = ctx.clock.now().getTime();
    for (const [nonce, until] of returned) if (until <= now) returned.delete(nonce);
    if (returned.has(state.nonce))
      throw new ApiFailure(400, "SIGN_IN_STATE_USED", "This sign-in with the third party was already answered");
    returned.set(state.nonce, Date.parse(state.expiresAt));
  }

  app.post(DEFAULT_PATHS.linkedSignIn, async (c) => {
    const body = await readJson(c, linkedSignInRequestSchema);
    if (!providersOf(ctx).some((provider) => provider.id === body.provider))
      throw new ApiFailure(400, "VALIDATION_ERROR", `provider: no third party "${body.provider}"`, {
        issues: [{ field: "provider", message: "form.validation.invalid.format" }],
      });
    const state = encodeState(ctx, {
      provider: body.provider,
      returnUrl: allowedReturnUrl(ctx, body.returnUrl),
      nonce: randomBytes(16).toString("base64url"),
      expiresAt: new Date(ctx.clock.now().getTime() + SIGN_IN_STATE_LIFETIME_MS).toISOString(),
    });
    return c.json({
      success: true,
      redirectUrl: `${new URL(c.req.url).origin}${PROVIDER_SIGN_IN_PATH}?state=${encodeURIComponent(state)}`,
    });
  });

  app.get(PROVIDER_SIGN_IN_PATH, (c) => {
    const state = decodeState(ctx, c.req.query("state"));
    const provider = providersOf(ctx).find((entry) => entry.id === state.provider);
    if (!provider) throw new ApiFailure(404, "NOT_FOUND", `No third party "${state.provider}"`);
    return signInPage(c, ctx, c.req.query("state") ?? "", provider);
  });

  app.post(PROVIDER_SIGN_IN_PATH, async (c) => {
    const state = decodeState(ctx, c.req.query("state"));
    const form = await c.req.parseBody();
    comeBackOnce(state);
    const back = new URL(state.returnUrl);
    // The visitor said no at the third party: back where they were, with the sign-up to try again.
    if (form.answer !== "allow") {
      back.searchParams.set("modal", "signup");
      return c.redirect(back.toString(), 303);
    }
    const now = ctx.clock.now();
    const linked = ctx.store.linkedAccounts.create({
      provider: state.provider,
      email: formText(form.email),
      firstName: formText(form.firstName),
      lastName: formText(form.lastName),
      expiresAt: new Date(now.getTime() + LINKED_ACCOUNT_LIFETIME_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    back.searchParams.set("modal", "linked-signup");
    back.searchParams.set(LINKED_ACCOUNT_QUERY_PARAMETER, linked.uuid);
    return c.redirect(back.toString(), 303);
  });

  app.get(DEFAULT_PATHS.linkedAccount.replace("{uuid}", ":uuid"), (c) => {
    const linked = ctx.store.linkedAccounts.pending(c.req.param("uuid") ?? "", ctx.clock.now());
    if (!linked)
      throw new ApiFailure(404, "LINKED_ACCOUNT_NOT_FOUND", "No sign-in with a third party is waiting under this id");
    return c.json({
      success: true,
      data: {
        linkedAccountUuid: linked.uuid,
        provider: linked.provider,
        providerName: providersOf(ctx).find((entry) => entry.id === linked.provider)?.name ?? null,
        email: linked.email,
        firstName: linked.firstName,
        lastName: linked.lastName,
      },
    });
  });
}
