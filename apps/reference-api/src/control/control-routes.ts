import { DEPOSIT_OUTCOMES, KYC_DOCUMENT_STATUSES } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requireControl } from "./control-guard.ts";
import { readJson } from "../http/read-body.ts";
import { CATALOG } from "../seed/seed-database.ts";
import { resetDatabase } from "../seed/reset-database.ts";
import { removeChatMessage } from "../services/chat.ts";
import type { ServerContext } from "../server-context.ts";
import type { SeedScript } from "../seed/scripts.ts";
import { amountToMinorUnits } from "@casino/domain";
import { bonusesOf, settingsOf } from "../services/catalog.ts";
import { playerBonusRow } from "../services/bonus-rows.ts";
import { settleDeposit } from "../services/deposit-outcome.ts";

/** The prefix of every development-only control endpoint. */
export const CONTROL_PREFIX = "/__control";

const locationSchema = v.object({
  countryCode: v.pipe(v.string(), v.trim(), v.length(2, "countryCode must be a two-letter code"), v.toUpperCase()),
  subdivisions: v.optional(v.array(v.pipe(v.string(), v.toUpperCase())), []),
  ip: v.optional(v.pipe(v.string(), v.ip("ip must be an IP address"))),
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
});

const timeSchema = v.object({
  now: v.pipe(v.string(), v.isoTimestamp("now must be an ISO timestamp such as 2026-03-02T10:00:00.000Z")),
});

const faultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith("/", "path must start with /")),
  method: v.optional(v.string()),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  malformed: v.optional(v.boolean()),
  dropSocket: v.optional(v.boolean()),
  renameField: v.optional(v.object({ from: v.pipe(v.string(), v.nonEmpty()), to: v.pipe(v.string(), v.nonEmpty()) })),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

const bonusWageringSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty("email names the player")),
  amount: v.pipe(v.number(), v.minValue(0, "amount must not be negative")),
});

const documentStatusSchema = v.object({ status: v.picklist(KYC_DOCUMENT_STATUSES) });

const kycStatusSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty("email names the player")),
  status: v.picklist(["NOT_STARTED", "PENDING", "APPROVED", "REJECTED"]),
});

const depositOutcomeSchema = v.object({ outcome: v.picklist(DEPOSIT_OUTCOMES) });

const scriptSchema = v.object({
  key: v.pipe(v.string(), v.nonEmpty()),
  name: v.optional(v.string()),
  segment: v.optional(v.picklist(["anonymous", "authenticated", "depositor"]), "anonymous"),
  head: v.optional(v.string(), ""),
  bodyStart: v.optional(v.string(), ""),
  bodyEnd: v.optional(v.string(), ""),
});

/** Options the control routes need from the server (the ticker lives there). */
export interface ControlHooks {
  /** Plays one round of the demo ticker now; answers how many bets it placed. */
  tick(): number;
}

/**
 * Development-only endpoints for the demo, the dev setup and the tests: visitor location, settings, the outbox,
 * the script list, the current time, faults, documents review, a ticker round, wagering on a bonus, a chat
 * moderator's removal, reset. Answered 404 unless
 * `REFERENCE_API_CONTROL=1`, and only to a caller with the control token (`requireControl`).
 */
export function registerControlRoutes(app: Hono<AppEnv>, ctx: ServerContext, hooks: ControlHooks): void {
  app.use(`${CONTROL_PREFIX}/*`, requireControl(ctx));

  app.get(`${CONTROL_PREFIX}/state`, (c) =>
    c.json({
      success: true,
      data: {
        now: ctx.clock.now().toISOString(),
        location: ctx.visitor.location,
        faults: ctx.faults.list(),
        settings: settingsOf(ctx),
      },
    }),
  );

  // The e-mails the server would have sent, newest first (`?to=` one address): the journeys follow their links.
  app.get(`${CONTROL_PREFIX}/outbox`, (c) =>
    c.json({ success: true, data: ctx.store.outbox.list(c.req.query("to") || undefined) }),
  );

  app.post(`${CONTROL_PREFIX}/location`, async (c) => {
    const body = await readJson(c, locationSchema);
    ctx.visitor.location = { ...ctx.visitor.location, ...body, ip: body.ip ?? ctx.visitor.location.ip };
    return c.json({ success: true, data: ctx.visitor.location });
  });

  app.patch(`${CONTROL_PREFIX}/settings`, async (c) => {
    const patch = await readJson(c, v.record(v.string(), v.unknown()));
    const settings = { ...settingsOf(ctx), ...patch };
    ctx.store.catalog.set(CATALOG.settings, settings);
    return c.json({ success: true, data: settings });
  });

  // The registration fields a brand's back end switches on (a journey turns on `username`, say).
  app.patch(`${CONTROL_PREFIX}/registration-fields`, async (c) => {
    const patch = await readJson(c, v.record(v.string(), v.number()));
    const fields = { ...ctx.store.catalog.get<Record<string, number>>(CATALOG.registrationFields), ...patch };
    ctx.store.catalog.set(CATALOG.registrationFields, fields);
    return c.json({ success: true, data: fields });
  });

  // A script in the back end's list, as a compromised tag manager would add one (the site's tests that attack).
  app.post(`${CONTROL_PREFIX}/scripts`, async (c) => {
    const body = await readJson(c, scriptSchema);
    const script: SeedScript = { ...body, name: body.name ?? body.key };
    const scripts = [
      ...ctx.store.catalog.get<SeedScript[]>(CATALOG.scripts).filter((entry) => entry.key !== script.key),
      script,
    ];
    ctx.store.catalog.set(CATALOG.scripts, scripts);
    return c.json({ success: true, data: scripts });
  });

  app.post(`${CONTROL_PREFIX}/time`, async (c) => {
    const body = await readJson(c, timeSchema);
    ctx.clock.set(new Date(body.now));
    return c.json({ success: true, data: { now: ctx.clock.now().toISOString() } });
  });

  app.delete(`${CONTROL_PREFIX}/time`, (c) => {
    ctx.clock.reset();
    return c.json({ success: true, data: { now: ctx.clock.now().toISOString() } });
  });

  app.post(`${CONTROL_PREFIX}/faults`, async (c) => {
    const { path, ...rule } = await readJson(c, faultSchema);
    ctx.faults.set(path, rule);
    return c.json({ success: true, data: ctx.faults.list() });
  });

  app.delete(`${CONTROL_PREFIX}/faults`, (c) => {
    const path = c.req.query("path");
    ctx.faults.clear(path);
    return c.json({ success: true, data: ctx.faults.list() });
  });

  app.post(`${CONTROL_PREFIX}/realtime/drop`, (c) =>
    c.json({ success: true, data: { disconnected: ctx.realtime.disconnectAll() } }),
  );

  app.post(`${CONTROL_PREFIX}/ticker/tick`, (c) => c.json({ success: true, data: { bets: hooks.tick() } }));

  // Wagering played on the player's active bonus, as rounds of eligible games would add it: a journey plays a bonus through.
  app.post(`${CONTROL_PREFIX}/bonus-wagering`, async (c) => {
    const body = await readJson(c, bonusWageringSchema);
    const player = ctx.store.players.byEmail(body.email);
    if (!player) throw new ApiFailure(404, "NOT_FOUND", `No player ${body.email}`);
    const active = ctx.store.playerBonuses.list(player.id).find((record) => record.status === "active");
    if (!active) throw new ApiFailure(404, "BONUS_NOT_FOUND", `${body.email} has no active bonus`);
    const currency = player.profile.currencyCode;
    ctx.store.playerBonuses.wager(active.id, amountToMinorUnits(body.amount, currency), ctx.clock.now().toISOString());
    const updated = ctx.store.playerBonuses.list(player.id).find((record) => record.id === active.id) ?? active;
    const bonus = bonusesOf(ctx).find((entry) => entry.id === active.bonusId);
    return c.json({ success: true, data: { userBonus: playerBonusRow(updated, bonus, currency) } });
  });

  // The payment provider's word on a deposit paid outside the site (a crypto transfer, a UPI payment):
  // settled as the provider's page would, with the realtime events the site listens to.
  app.post(`${CONTROL_PREFIX}/deposits/:id/outcome`, async (c) => {
    const body = await readJson(c, depositOutcomeSchema);
    const transaction = ctx.store.transactions.byId(Number(c.req.param("id")));
    if (!transaction || transaction.kind !== "deposit")
      throw new ApiFailure(404, "NOT_FOUND", `No deposit ${c.req.param("id")}`);
    // As on the provider's page: only a deposit still waiting for its payment is settled, once.
    if (transaction.status !== "pending")
      throw new ApiFailure(409, "TRANSACTION_FAILED", `Deposit ${String(transaction.id)} was already settled`);
    settleDeposit(ctx, transaction, body.outcome);
    return c.json({ success: true, data: { transactionId: transaction.id, outcome: body.outcome } });
  });

  app.post(`${CONTROL_PREFIX}/documents/:id/status`, async (c) => {
    const id = Number(c.req.param("id"));
    const body = await readJson(c, documentStatusSchema);
    const owner = ctx.store.documents.owner(id);
    if (owner === undefined) throw new ApiFailure(404, "NOT_FOUND", `No document ${id}`);
    ctx.store.documents.setStatus(id, body.status, ctx.clock.now().toISOString());
    const player = ctx.store.players.byId(owner);
    if (player) {
      // KYC is approved once every kind of document asked for has a confirmed one.
      const labels = ctx.store.catalog.get<{ id: number }[]>(CATALOG.documentLabels);
      const documents = ctx.store.documents.list(owner);
      const allConfirmed = labels.every((label) =>
        documents.some((document) => document.label === String(label.id) && document.status === "confirmed"),
      );
      const kycStatus = allConfirmed ? "APPROVED" : body.status === "rejected" ? "REJECTED" : player.profile.kycStatus;
      ctx.store.players.setProfile(owner, { ...player.profile, kycStatus });
    }
    return c.json({ success: true, data: { id, status: body.status } });
  });

  // The profile's KYC status on its own, as a platform whose review lags its documents would have it
  // (the site's status-discrepancy screen).
  app.post(`${CONTROL_PREFIX}/kyc-status`, async (c) => {
    const body = await readJson(c, kycStatusSchema);
    const player = ctx.store.players.byEmail(body.email);
    if (!player) throw new ApiFailure(404, "NOT_FOUND", `No player ${body.email}`);
    ctx.store.players.setProfile(player.id, { ...player.profile, kycStatus: body.status });
    return c.json({ success: true, data: { email: body.email, kycStatus: body.status } });
  });

  app.post(`${CONTROL_PREFIX}/reset`, (c) => {
    ctx.clock.reset();
    ctx.faults.clear();
    ctx.visitor.location = { ...ctx.config.visitorLocation };
    for (const limiter of Object.values(ctx.rateLimits)) limiter.clear();
    ctx.socketTickets.clear();
    ctx.chatPresence.clear();
    resetDatabase(ctx.store, ctx.clock.now(), ctx.demoPasswordHash);
    return c.json({ success: true });
  });

  // A moderator removes a live chat message: gone from the room and, at once, from every open chat.
  app.delete(`${CONTROL_PREFIX}/chat/messages/:id`, (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isInteger(id) || !removeChatMessage(ctx, id))
      throw new ApiFailure(404, "NOT_FOUND", `No chat message ${c.req.param("id")}`);
    return c.json({ success: true, data: { id } });
  });
}
