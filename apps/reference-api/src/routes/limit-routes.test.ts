import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { RunningServer } from "../server.ts";
import {
  loginAs,
  rawCall,
  refusalOf,
  settleAtProvider,
  settledDeposit,
  startTestServer,
} from "../testing/test-server.ts";

describe("responsible-gambling limits over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/time");
  });

  it("stores a deposit limit and refuses the deposit that would pass it", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    await client.limits.setLimit({ type: "deposit", period: 0, amount: 100 });
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 60, currencyCode: "EUR" });
    expect(
      (await refusalOf(client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
    ).toBe("PAYMENT_LIMIT_THRESHOLD");
    const last = await client.payments.deposit({ paymentMethodId: 1, amount: 40, currencyCode: "EUR" });
    expect(last.data.status).toBe("pending");
    await settleAtProvider(server, last.data.transactionId);
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "deposit", period: 0, amount: 100, used: 100 }),
    );
  });

  it("enforces the max bet and the daily bet and loss limits with the spec's codes", async () => {
    const { client, token } = await loginAs(server, "depositor@demo.casino");
    await client.limits.setLimit({ type: "bet", maxBet: 5 });
    const tooBig = await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 6 } });
    expect(tooBig).toMatchObject({ status: 422, body: { errorCode: "MAX_BET_LIMIT_REACHED" } });

    await client.limits.setLimit({ type: "loss", period: 0, amount: 8 });
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 5 } })).status).toBe(200);
    expect(await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 4 } })).toMatchObject({
      status: 422,
      body: { errorCode: "dailyLossLimit" },
    });
  });

  it("lets exclude-next-transaction lift the player's maximum bet only for the bonus buy just refused, never for any round", async () => {
    const { client, token } = await loginAs(server, "bonus@demo.casino");
    await client.limits.setLimit({ type: "bet", maxBet: 5 });
    const bet = (body: Record<string, unknown>) => rawCall(server, "POST", "/api/game/bet", { token, body });
    // Nothing refused yet: nothing to confirm, and an ordinary round keeps the limit.
    expect((await refusalOf(client.limits.excludeNextTransaction({ gameSlug: "book-of-embers" }))).code).toBe(
      "NO_BONUS_BUY_TO_CONFIRM",
    );
    expect(await bet({ amount: 20 })).toMatchObject({ status: 422, body: { errorCode: "MAX_BET_LIMIT_REACHED" } });

    const buy = { amount: 20, gameSlug: "book-of-embers", bonusBuy: true };
    expect((await bet(buy)).status).toBe(422);
    await client.limits.excludeNextTransaction({ gameSlug: "book-of-embers" });
    // The confirmation is for that bonus buy: an ordinary round, another game, a larger stake keep the limit.
    for (const other of [{ amount: 20 }, { ...buy, gameSlug: "other-game" }, { ...buy, amount: 40 }]) {
      expect(await bet(other), JSON.stringify(other)).toMatchObject({
        status: 422,
        body: { errorCode: "MAX_BET_LIMIT_REACHED" },
      });
    }
    expect((await bet(buy)).status).toBe(200);
    expect(await bet(buy)).toMatchObject({ status: 422, body: { errorCode: "MAX_BET_LIMIT_REACHED" } });
  });

  it("lets a bet limit change once an hour (Change Not Allowed before)", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-02-01T10:00:00.000Z" } });
    const { client, token } = await loginAs(server, "unverified@demo.casino");
    await client.limits.setLimit({ type: "bet", period: 1, amount: 10 });
    expect((await refusalOf(client.limits.setLimit({ type: "bet", period: 1, amount: 20 }))).code).toBe(
      "CHANGE_NOT_ALLOWED",
    );
    expect(await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 11 } })).toMatchObject({
      status: 422,
      body: { errorCode: "weeklyBetLimit" },
    });
    // The controlled clock runs on from the instant it is set, and a login on a loaded machine can
    // take seconds: a minute past the hour keeps the first change more than an hour behind.
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-02-01T11:01:00.000Z" } });
    // An hour without a call ends the session (the brand's inactivity timeout): the player logs in again.
    const { client: later } = await loginAs(server, "unverified@demo.casino");
    expect((await later.limits.setLimit({ type: "bet", period: 1, amount: 20 })).success).toBe(true);
    const { data } = await later.limits.getLimits();
    expect(data.limits).toContainEqual(expect.objectContaining({ type: "bet", period: 1, amount: 20 }));
    expect(data.betLimitChangedAt).toMatch(/^2030-02-01T11:01:/);
  });

  it("keeps the session time limit between 10 minutes and 30 days", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    expect((await refusalOf(client.limits.setLimit({ type: "session-time", value: 5, unit: "minutes" }))).code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await refusalOf(client.limits.setLimit({ type: "session-time", value: 31, unit: "days" }))).code).toBe(
      "VALIDATION_ERROR",
    );
    await client.limits.setLimit({ type: "session-time", value: 2, unit: "hours" });
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "session-time", value: 120, unit: "minutes" }),
    );
  });

  it("keeps the reality check interval the player chose, among the market's choices, until it is removed", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    expect((await refusalOf(client.limits.setLimit({ type: "reality-check", value: 20 }))).code).toBe(
      "VALIDATION_ERROR",
    );
    await client.limits.setLimit({ type: "reality-check", value: 15 });
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "reality-check", value: 15, unit: "minutes" }),
    );
    await client.limits.removeLimit({ type: "reality-check" });
    expect((await client.limits.getLimits()).data.limits.map((limit) => limit.type)).not.toContain("reality-check");
  });

  it("self-excludes: deposits and play refused, withdrawal still open, no early removal", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-10T09:59:00.001Z" } });
    const { client, token } = await loginAs(server, "duplicate@demo.casino");
    await client.limits.setLimit({ type: "self-exclusion", value: 3, unit: "days" });
    const user = (await client.user.getUserDetails()).data.getUser;
    // The instant it ends, in UTC, on its minute: three days from now at the same time, not the end of the third day.
    expect(user.userLimit?.selfExclusion).toBe("2030-01-13T10:00:00.000Z");
    expect(
      (await refusalOf(client.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
    ).toBe("SELF_EXCLUDED");
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 1 } })).status).toBe(409);
    expect((await refusalOf(client.limits.removeLimit({ type: "self-exclusion" }))).code).toBe(
      "EXCLUSION_CANNOT_BE_SHORTENED",
    );
  });

  it("stores the ghost-mode and reward-calendar opt-out flags", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    await client.limits.setLimit({ type: "ghost-mode", enabled: true });
    await client.limits.setLimit({ type: "reward-calendar-opt-out", enabled: true });
    expect((await client.limits.getLimits()).data).toMatchObject({ ghostMode: true, rewardCalendarOptOut: true });
    await client.limits.removeLimit({ type: "ghost-mode" });
    expect((await client.limits.getLimits()).data.ghostMode).toBe(false);
  });

  it("carries the reward-calendar opt-out in the user details, so the site can hide the calendar", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    expect((await client.user.getUserDetails()).data.getUser.rewardCalendarOptOut).toBe(false);
    await client.limits.setLimit({ type: "reward-calendar-opt-out", enabled: true });
    expect((await client.user.getUserDetails()).data.getUser.rewardCalendarOptOut).toBe(true);
    await client.limits.setLimit({ type: "reward-calendar-opt-out", enabled: false });
    expect((await client.user.getUserDetails()).data.getUser.rewardCalendarOptOut).toBe(false);
  });
});

describe("the session time limit", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("ends the session once it has lasted longer than the limit", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-03-01T10:00:00.000Z" } });
    try {
      const { client } = await loginAs(server, "kyc@demo.casino");
      await client.limits.setLimit({ type: "session-time", value: 30, unit: "minutes" });
      await rawCall(server, "POST", "/__control/time", { body: { now: "2030-03-01T10:29:00.000Z" } });
      expect((await client.user.getUserDetails()).data.getUser.email).toBe("kyc@demo.casino");
      await rawCall(server, "POST", "/__control/time", { body: { now: "2030-03-01T10:31:00.000Z" } });
      expect((await refusalOf(client.user.getUserDetails())).code).toBe("SESSION_EXPIRED");
      // A new login starts a new session.
      expect((await (await loginAs(server, "kyc@demo.casino")).client.user.getUserDetails()).data.getUser.email).toBe(
        "kyc@demo.casino",
      );
    } finally {
      await rawCall(server, "DELETE", "/__control/time");
    }
  });
});

describe("exclusions and limits under attack: they only get stricter", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/time");
  });

  it("refuses to replace a self-exclusion with a one-minute freeze, or to lift it", async () => {
    const { client } = await loginAs(server, "excluded@demo.casino");
    const { userLimit } = (await client.user.getUserDetails()).data.getUser;
    const freeze = await refusalOf(client.limits.setLimit({ type: "freeze", value: 1, unit: "minutes" }));
    expect({ status: freeze.status, code: freeze.code }).toEqual({
      status: 409,
      code: "EXCLUSION_CANNOT_BE_SHORTENED",
    });
    const shorter = await refusalOf(client.limits.setLimit({ type: "self-exclusion", value: 1, unit: "days" }));
    expect(shorter.code).toBe("EXCLUSION_CANNOT_BE_SHORTENED");
    expect((await refusalOf(client.limits.removeLimit({ type: "freeze" }))).code).toBe("EXCLUSION_CANNOT_BE_SHORTENED");
    expect((await client.user.getUserDetails()).data.getUser.userLimit).toEqual(userLimit);
  });

  it("records a freeze as a freeze and closes deposits for its days", async () => {
    const { client } = await loginAs(server, "bonus@demo.casino");
    await client.limits.setLimit({ type: "freeze", value: 3, unit: "days" });
    expect((await client.user.getUserDetails()).data.getUser.userLimit).toMatchObject({ exclusionKind: "freeze" });
    const deposit = await refusalOf(client.payments.deposit({ paymentMethodId: 1, amount: 20, currencyCode: "EUR" }));
    expect({ status: deposit.status, code: deposit.code }).toEqual({ status: 409, code: "SELF_EXCLUDED" });
  });

  it("records a time-out as a time-out and refuses one shorter than 24 hours or longer than 6 weeks", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    const short = await refusalOf(client.limits.setLimit({ type: "time-out", value: 12, unit: "hours" }));
    const long = await refusalOf(client.limits.setLimit({ type: "time-out", value: 43, unit: "days" }));
    expect([short.status, long.status]).toEqual([422, 422]);
    expect(long.serverMessage).toContain("from 24 hours to 42 days");
    await client.limits.setLimit({ type: "time-out", value: 7, unit: "days" });
    expect((await client.user.getUserDetails()).data.getUser.userLimit).toMatchObject({
      exclusionKind: "time-out",
      // A week from now, on the minute after (the clock flows a few ms before the call).
      selfExclusion: expect.stringMatching(/^2026-03-11T\d{2}:\d{2}:00\.000Z$/),
    });
  });

  it("waits the jurisdiction profile's cooling-off: 7 days for a raised limit under the de profile", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "de" } });
    try {
      const setAt = Date.parse("2030-05-06T10:00:00.000Z");
      await rawCall(server, "POST", "/__control/time", { body: { now: new Date(setAt).toISOString() } });
      const { client } = await loginAs(server, "withdrawer@demo.casino");
      await client.limits.setLimit({ type: "loss", period: 1, amount: 100 });
      const raised = await client.limits.setLimit({ type: "loss", period: 1, amount: 200 });
      // The server's clock flows on from the instant set, so the raise is a moment after it: seven days
      // from the raise, however long the sign-in took on a loaded machine.
      const { pendingUntil } = raised.data as { pendingUntil?: unknown };
      const waited = Date.parse(String(pendingUntil)) - setAt;
      expect(waited).toBeGreaterThanOrEqual(7 * 24 * 3_600_000);
      expect(waited).toBeLessThan(7 * 24 * 3_600_000 + 60_000);
    } finally {
      await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "default" } });
    }
  });

  it("accepts a longer exclusion, then makes a permanent one final", async () => {
    const { client } = await loginAs(server, "excluded@demo.casino");
    await client.limits.setLimit({ type: "self-exclusion", value: 12, unit: "months" });
    await client.limits.setLimit({ type: "self-exclusion", permanent: true });
    const refusal = await refusalOf(client.limits.setLimit({ type: "self-exclusion", value: 24, unit: "months" }));
    expect({ status: refusal.status, code: refusal.code }).toEqual({ status: 409, code: "EXCLUSION_PERMANENT" });
    expect((await refusalOf(client.limits.removeLimit({ type: "self-exclusion" }))).code).toBe("EXCLUSION_PERMANENT");
    expect((await client.user.getUserDetails()).data.getUser.userLimit).toMatchObject({
      isSelfExclusionPermanent: true,
    });
  });

  it("applies a raise and a removal at once where the market asks for no cooling-off, as the spec has it", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-04-06T10:00:00.000Z" } });
    const { client } = await loginAs(server, "crypto@demo.casino");
    await client.limits.setLimit({ type: "deposit", period: 2, amount: 100 });
    const raised = await client.limits.setLimit({ type: "deposit", period: 2, amount: 1000 });
    expect(raised.data).toMatchObject({ pendingUntil: null });
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "deposit", period: 2, amount: 1000, pendingUntil: null }),
    );
    await client.limits.removeLimit({ type: "deposit", period: 2 });
    expect((await client.limits.getLimits()).data.limits.some((limit) => limit.type === "deposit")).toBe(false);
  });

  it("keeps a raised deposit limit pending for the uk profile's 24 hours, refusing deposits above the old one until then", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "uk" } });
    onTestFinished(async () => {
      await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "default" } });
    });
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-05-06T10:00:00.000Z" } });
    const { client } = await loginAs(server, "kyc@demo.casino");
    await client.limits.setLimit({ type: "deposit", period: 0, amount: 100 });
    const raised = await client.limits.setLimit({ type: "deposit", period: 0, amount: 1000 });
    // The server's clock flows on from the instant set, so the cooling-off ends a moment after 10:00
    // (seconds on a loaded machine): it is over by 10:01.
    const tomorrowTen = expect.stringMatching(/^2030-05-07T10:00:\d{2}\./);
    expect(raised.data).toMatchObject({ pendingUntil: tomorrowTen });
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({
        type: "deposit",
        period: 0,
        amount: 100,
        pendingAmount: 1000,
        pendingUntil: tomorrowTen,
      }),
    );
    const deposit = { paymentMethodId: 1, amount: 150, currencyCode: "EUR" } as const;
    expect((await refusalOf(client.payments.deposit(deposit))).code).toBe("PAYMENT_LIMIT_THRESHOLD");

    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-05-07T10:01:00.000Z" } });
    const { client: later } = await loginAs(server, "kyc@demo.casino");
    expect((await later.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "deposit", period: 0, amount: 1000, pendingUntil: null }),
    );
    expect((await later.payments.deposit(deposit)).data.status).toBe("pending");
  });

  it("keeps a removed loss limit in force for the uk profile's 24 hours, and lowers a limit at once", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "uk" } });
    onTestFinished(async () => {
      await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "default" } });
    });
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-06-03T10:00:00.000Z" } });
    const { client, token } = await loginAs(server, "depositor@demo.casino");
    await client.limits.setLimit({ type: "loss", period: 0, amount: 20 });
    await client.limits.setLimit({ type: "loss", period: 0, amount: 5 });
    expect((await client.limits.getLimits()).data.limits).toContainEqual(
      expect.objectContaining({ type: "loss", period: 0, amount: 5 }),
    );
    const removal = await client.limits.removeLimit({ type: "loss", period: 0 });
    // A moment after 10:00 tomorrow, as the clock flowed to the call (seconds on a loaded machine): over by 10:01.
    expect(removal.data).toMatchObject({ pendingUntil: expect.stringMatching(/^2030-06-04T10:00:\d{2}\./) });
    expect(await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 6 } })).toMatchObject({
      status: 422,
      body: { errorCode: "dailyLossLimit" },
    });

    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-06-04T10:01:00.000Z" } });
    const { client: later, token: laterToken } = await loginAs(server, "depositor@demo.casino");
    expect((await later.limits.getLimits()).data.limits.some((limit) => limit.type === "loss")).toBe(false);
    expect((await rawCall(server, "POST", "/api/game/bet", { token: laterToken, body: { amount: 6 } })).status).toBe(
      200,
    );
  });

  it("refuses a limit of a fraction of a cent", async () => {
    const { token } = await loginAs(server, "duplicate@demo.casino");
    const answer = await rawCall(server, "POST", "/api/user/set-limit", {
      token,
      body: { type: "deposit", period: 1, amount: 10.005 },
    });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
  });
});

describe("an exclusion ends at its instant, to the minute", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/time");
  });

  const deposit = { paymentMethodId: 1, amount: 20, currencyCode: "EUR", outcome: "success" } as const;

  // One per length the limits page offers beyond the journey's hour: each closes deposits until it ends, and not a minute longer.
  it.each([
    ["1 hour", { value: 1, unit: "hours" }, "2030-07-01T11:00:00.000Z"],
    ["12 hours", { value: 12, unit: "hours" }, "2030-07-01T22:00:00.000Z"],
    ["1 day", { value: 1, unit: "days" }, "2030-07-02T10:00:00.000Z"],
    ["a custom 10 days", { value: 10, unit: "days" }, "2030-07-11T10:00:00.000Z"],
    ["a custom 2 months", { value: 2, unit: "months" }, "2030-09-01T10:00:00.000Z"],
  ] as const)(
    "self-excluded for %s, deposits are closed until it ends and open the minute after",
    async (_name, length, end) => {
      // Just after 09:59: the clock flows on to the call (seconds on a loaded machine, not a minute), and the
      // end, rounded up to its minute, is on the hour.
      await rawCall(server, "POST", "/__control/time", { body: { now: "2030-07-01T09:59:00.001Z" } });
      const { client, token } = await loginAs(server, "kyc@demo.casino");
      await client.limits.setLimit({ type: "self-exclusion", ...length });
      expect((await client.user.getUserDetails()).data.getUser.userLimit?.selfExclusion).toBe(end);
      const refusal = await rawCall(server, "POST", "/api/payment/deposit", { token, body: deposit });
      expect(refusal).toMatchObject({ status: 409, body: { errorCode: "SELF_EXCLUDED" } });
      expect((refusal.body as { data?: { until?: string } }).data?.until).toBe(end);

      const endsAt = new Date(end).getTime();
      await rawCall(server, "POST", "/__control/time", { body: { now: new Date(endsAt - 60_000).toISOString() } });
      const { token: minuteBefore } = await loginAs(server, "kyc@demo.casino");
      expect(
        (await rawCall(server, "POST", "/api/payment/deposit", { token: minuteBefore, body: deposit })).status,
      ).toBe(409);
      await rawCall(server, "POST", "/__control/time", { body: { now: new Date(endsAt + 60_000).toISOString() } });
      const { token: after } = await loginAs(server, "kyc@demo.casino");
      expect(await rawCall(server, "POST", "/api/payment/deposit", { token: after, body: deposit })).toMatchObject({
        status: 200,
      });
    },
  );

  it("counts days in the player's zone, so a day across a daylight-saving change ends at the same time of day there", async () => {
    // Berlin moves to summer time in the night of 30 to 31 March 2030.
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-03-30T10:59:00.001Z" } });
    const { client } = await loginAs(server, "unverified@demo.casino");
    await client.limits.setLimit({ type: "self-exclusion", value: 1, unit: "days", timeZone: "Europe/Berlin" });
    expect((await client.user.getUserDetails()).data.getUser.userLimit?.selfExclusion).toBe("2030-03-31T10:00:00.000Z");
    const refusal = await refusalOf(
      client.limits.setLimit({ type: "self-exclusion", value: 1, unit: "days", timeZone: "Mars/Olympus" }),
    );
    expect({ status: refusal.status, code: refusal.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("refuses to shorten a 12-hour exclusion to an hour, naming the instant it ends", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-08-01T10:00:00.000Z" } });
    const { client, token } = await loginAs(server, "new@demo.casino");
    await client.limits.setLimit({ type: "self-exclusion", value: 12, unit: "hours" });
    const shorter = await rawCall(server, "POST", "/api/user/set-limit", {
      token,
      body: { type: "self-exclusion", value: 1, unit: "hours" },
    });
    expect(shorter).toMatchObject({ status: 409, body: { errorCode: "EXCLUSION_CANNOT_BE_SHORTENED" } });
    expect((shorter.body as { data: { excludedUntil: string } }).data.excludedUntil).toMatch(/^2030-08-01T22:0/);
  });
});
