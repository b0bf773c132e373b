import { isApiError } from "@casino/api-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { interleavedCalls, loginAs, rawCall, settledDeposit, startTestServer } from "../testing/test-server.ts";

// 2030-01-07 is a Monday; the promotions' calendar days and time windows are checked in UTC.
const MONDAY_NOON = "2030-01-07T12:00:00.000Z";
const TUESDAY_NOON = "2030-01-08T12:00:00.000Z";
const WEDNESDAY = (time: string) => `2030-01-09T${time}:00.000Z`;
const FRIDAY_NOON = "2030-01-11T12:00:00.000Z";
const SATURDAY_NOON = "2030-01-12T12:00:00.000Z";

describe("bonus activation over HTTP: the spec's error codes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/time");
  });

  async function at(instant: string): Promise<void> {
    await rawCall(server, "POST", "/__control/time", { body: { now: instant } });
  }

  async function activationCode(email: string, bonusId: number): Promise<string | undefined> {
    const { client } = await loginAs(server, email);
    const error = await client.bonus.activateBonus({ bonusId }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (error === undefined) return "ACTIVATED";
    if (!isApiError(error)) throw error;
    // A bonus refusal is the player's state (409) or the promotion's rule (422), never a 403.
    expect([409, 422]).toContain(error.status);
    return error.code;
  }

  it("refuses free spins to a duplicate account and to an unverified e-mail", async () => {
    await at(TUESDAY_NOON);
    expect(await activationCode("duplicate@demo.casino", 3)).toBe("BONUS_FRAUD");
    expect(await activationCode("unverified@demo.casino", 3)).toBe("REQUIRED_EMAIL_VERIFICATION");
  });

  it("allows one free-spins bonus and one bonus at a time", async () => {
    await at(TUESDAY_NOON);
    expect(await activationCode("kyc@demo.casino", 3)).toBe("ACTIVATED");
    expect(await activationCode("kyc@demo.casino", 6)).toBe("ACTIVE_FREE_SPINS");
    expect(await activationCode("bonus@demo.casino", 4)).toBe("ACTIVE_BONUS");
  });

  it("keeps promotions to their days, hours and validity", async () => {
    await at(TUESDAY_NOON);
    expect(await activationCode("depositor@demo.casino", 2)).toBe("VALID_ON_DAYS");
    expect(await activationCode("depositor@demo.casino", 10)).toBe("DAYS_VALID");
    await at(WEDNESDAY("10:00"));
    expect(await activationCode("depositor@demo.casino", 6)).toBe("START_TIME_ERROR");
    await at(WEDNESDAY("21:00"));
    expect(await activationCode("depositor@demo.casino", 6)).toBe("END_TIME_ERROR");
    await at(FRIDAY_NOON);
    expect(await activationCode("depositor@demo.casino", 7)).toBe("MAXIMUM_PARTICIPANTS");
  });

  it("answers RETRY_PERIOD for a bonus taken and CANCELLED for one given up", async () => {
    await at(MONDAY_NOON);
    expect(await activationCode("crypto@demo.casino", 2)).toBe("ACTIVATED");
    expect(await activationCode("crypto@demo.casino", 2)).toBe("RETRY_PERIOD");
    const { client } = await loginAs(server, "crypto@demo.casino");
    await client.bonus.cancelBonus({ bonusId: 2 });
    expect(await activationCode("crypto@demo.casino", 2)).toBe("CANCELLED");
  });

  it("checks registration windows and deposit counts", async () => {
    await at(TUESDAY_NOON);
    expect(await activationCode("depositor@demo.casino", 4)).toBe("REGISTRATION_BONUS");
    expect(await activationCode("new@demo.casino", 8)).toBe("DEPOSITS_NUMBER");
    expect(await activationCode("depositor@demo.casino", 1)).toBe("DEPOSITS_NUMBER2");
  });

  it("pays instant cashback only to depositors with enough loss", async () => {
    await at(SATURDAY_NOON);
    expect(await activationCode("new@demo.casino", 5)).toBe("CASHBACK_NEED_DEPOSIT");
    expect(await activationCode("unverified@demo.casino", 5)).toBe("NO_CASHBACK");
    const { client, token } = await loginAs(server, "unverified@demo.casino");
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 30 } });
    const before = Number((await client.user.getUserDetails()).data.userWallet?.amount);
    const answer = await client.bonus.activateBonus({ bonusId: 5 });
    expect(answer.data?.amount).toBe(3);
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before + 3);
  });

  it("refuses any bonus to a self-excluded player", async () => {
    // The test clock starts at the seed: the seeded exclusion runs 180 days from there.
    expect(await activationCode("excluded@demo.casino", 9)).toBe("SELF_EXCLUDED");
  });

  it("pays a deposit bonus with the next deposit and blocks withdrawal while it is active", async () => {
    await at(MONDAY_NOON);
    const { client } = await loginAs(server, "depositor@demo.casino");
    await client.bonus.activateBonus({ bonusId: 2 });
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 100, currencyCode: "EUR" });
    const details = (await client.user.getUserDetails()).data;
    expect(details.activeBonus).toMatchObject({ bonusId: 2, bonusAmount: 50, status: "active" });
    expect(details.userWallet?.nonCashAmount).toBe(50);
  });

  it("burns the active bonus for another deposit bonus only when the player said yes to the warning", async () => {
    await at(MONDAY_NOON);
    const { client } = await loginAs(server, "switch@demo.casino");
    const refusal = await client.bonus.activateBonus({ bonusId: 2 }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!isApiError(refusal)) throw new Error("The unconfirmed burn was not refused");
    expect(refusal.status).toBe(409);
    expect(refusal.code).toBe("ACTIVE_BONUS_WOULD_BE_CANCELLED");
    // The refusal names what would be burnt, so the site can ask about exactly that.
    expect((refusal.body as { data?: unknown }).data).toMatchObject({
      name: "150% up to 1000 EUR welcome package",
      amount: 50,
    });
    const untouched = (await client.user.getUserDetails()).data;
    expect(untouched.activeBonus).toMatchObject({ bonusId: 1, status: "active" });
    expect(untouched.userWallet?.nonCashAmount).toBe(50);

    await client.bonus.activateBonus({ bonusId: 2, confirmCancelActive: true });
    const after = (await client.user.getUserDetails()).data;
    expect(after.activeBonus).toMatchObject({ bonusId: 2, status: "active" });
    expect(after.userWallet?.nonCashAmount).toBe(0);
  });

  it("lists a promotion's weekdays, the deposits it needs and its e-mail rule", async () => {
    const { client } = await loginAs(server, "depositor@demo.casino");
    const rows = (await client.bonus.getAllBonus({ limit: 100 })).data.bonus.rows;
    expect(rows.find((row) => row.id === 8)).toMatchObject({ calendarDays: [2, 5], requiredDepositCount: 2 });
    expect(rows.find((row) => row.id === 3)).toMatchObject({ requiresEmailVerification: true });
  });

  it("names the free-spin game of a promotion and of a player's free spins, not only its slug", async () => {
    const { client } = await loginAs(server, "spins@demo.casino");
    const taken = (await client.bonus.getUserBonus()).data.bonus.rows.find((row) => row.bonusType === "freespins");
    expect(taken).toMatchObject({
      freeSpinsLeft: 60,
      freeSpinGame: { slug: "book-of-embers", name: "Book of Embers" },
    });
    const offers = (await client.bonus.getAllBonus({ limit: 50 })).data.bonus.rows;
    expect(offers.find((row) => row.id === 6)?.freeSpinGame).toEqual({
      slug: "orchard-frenzy",
      name: "Orchard Frenzy",
    });
  });
});

describe("bonus money under attack", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("never burns bonus money a bet spent at the same moment, so bonus money never goes below zero", async () => {
    const { client, token } = await loginAs(server, "bonus@demo.casino");
    expect((await client.user.getUserDetails()).data.userWallet).toMatchObject({ amount: 100, nonCashAmount: 150 });
    const statuses = await interleavedCalls(server, [
      { method: "POST", path: "/api/game/bet", token, body: { amount: 250 } },
      { method: "POST", path: "/api/user/cancel-bonus", token, body: { bonusId: 1 } },
    ]);
    // Whichever runs first, the cancel burns only the bonus money still there; the bet is paid or refused whole.
    expect(statuses[1]).toBe(200);
    expect((await client.user.getUserDetails()).data.userWallet).toMatchObject({
      amount: statuses[0] === 200 ? 0 : 100,
      nonCashAmount: 0,
    });
  });
});
