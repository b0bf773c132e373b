import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { DEMO_PASSWORD } from "../seed/players.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";
import { timeLimit } from "@casino/vitest-config";

const MINUTE_MS = 60_000;

function login(server: RunningServer, email: string, password: string) {
  return rawCall(server, "POST", "/api/user/login", { body: { email, password } });
}

/** Moves the server's clock on by `ms`. */
async function wait(server: RunningServer, ms: number): Promise<void> {
  const now = new Date(server.context.clock.now().getTime() + ms).toISOString();
  await rawCall(server, "POST", "/__control/time", { body: { now } });
}

/** A server with the password cost as it ships, so what is measured here is what runs. */
function shippedServer(): Promise<RunningServer> {
  return startTestServer({ passwordHashCost: readConfig({}).passwordHashCost });
}

// scrypt at the shipped cost is slow on purpose (about half a second a login on an idle machine, four
// times that niced under the browser lanes): the tests that count tries log in a dozen times at the
// cheap test cost, since the count does not depend on the cost; those about the cost use the shipped one.
describe("login under attack", { timeout: timeLimit(120_000) }, () => {
  it("answers the 11th try within 15 minutes with 429 and Retry-After, even with the right password", async () => {
    const server = await startTestServer();
    try {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await login(server, "kyc@demo.casino", `Wrong${String(attempt)}!`)).status).toBe(422);
      }
      const eleventh = await login(server, "kyc@demo.casino", DEMO_PASSWORD);
      expect(eleventh).toMatchObject({ status: 429, body: { errorCode: "TOO_MANY_ATTEMPTS" } });
      expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
      await wait(server, 15 * MINUTE_MS + 1000);
      expect((await login(server, "kyc@demo.casino", DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("throttles one address trying many e-mails, so a password cannot be sprayed across accounts", async () => {
    const server = await startTestServer();
    try {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await login(server, `guess${String(attempt)}@demo.casino`, DEMO_PASSWORD)).status).toBe(422);
      }
      expect(await login(server, "depositor@demo.casino", DEMO_PASSWORD)).toMatchObject({ status: 429 });
    } finally {
      await server.close();
    }
  });

  it("checks at most 10 of 40 wrong passwords sent at once: the rest are 429 without a hash", async () => {
    const server = await startTestServer();
    try {
      const verify = vi.spyOn(server.context.passwords, "verify");
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) => login(server, "kyc@demo.casino", `Wrong${String(attempt)}!`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(verify.mock.calls.length);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verify.mock.calls.length);
    } finally {
      await server.close();
    }
  });

  it("counts a phone account's tries on its number, however it is spelled", async () => {
    const server = await startTestServer();
    try {
      await rawCall(server, "PATCH", "/__control/settings", { body: { registrationModes: ["email", "phone"] } });
      const phone = {
        phoneCode: "+356",
        phone: "79123456",
        password: "Secret1!",
        dateOfBirth: "1990-01-01",
        currencyCode: "EUR",
      };
      expect((await rawCall(server, "POST", "/api/user/sign-up", { body: phone })).status).toBe(200);
      const spellings = ["+35679123456", "+356 7912 3456", "+356-7912-3456", "+356 (79) 123456", "+356 79 12 34 56"];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const spelling = `${spellings[attempt % spellings.length] ?? ""}${" ".repeat(Math.floor(attempt / 5))}`;
        expect((await login(server, spelling, `Wrong${String(attempt)}!`)).status).toBe(422);
      }
      // As if each try had come from an address of its own: only the account's count is left.
      server.context.rateLimits.loginByAddress.clear();
      expect(await login(server, "+356 791 23 456", "Secret1!")).toMatchObject({
        status: 429,
        body: { errorCode: "TOO_MANY_ATTEMPTS" },
      });
    } finally {
      await server.close();
    }
  });

  it("answers an unknown e-mail exactly as a wrong password, after checking a hash of the same cost", async () => {
    const server = await shippedServer();
    try {
      const verify = vi.spyOn(server.context.passwords, "verify");
      const wrongPassword = await login(server, "kyc@demo.casino", "Wrong123!");
      const unknownEmail = await login(server, "nobody@demo.casino", "Wrong123!");
      expect(unknownEmail).toMatchObject({ status: wrongPassword.status, body: wrongPassword.body });
      expect(wrongPassword.body).toMatchObject({ errorCode: "INVALID_CREDENTIALS" });
      expect(verify).toHaveBeenCalledTimes(2);
      const costOf = (call: number) => String(verify.mock.calls[call]?.[1]).split("$").slice(0, 4).join("$");
      expect(costOf(1)).toBe(costOf(0));
    } finally {
      await server.close();
    }
  });

  it("stores passwords as scrypt with a cost of 2^17 or more", async () => {
    const server = await shippedServer();
    try {
      await rawCall(server, "POST", "/api/user/sign-up", {
        body: { email: "fresh@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", currencyCode: "EUR" },
      });
      const hashes = server.context.store.players.all().map((player) => player.passwordHash);
      expect(hashes.length).toBeGreaterThan(8);
      for (const hash of hashes) {
        const [scheme, cost] = hash.split("$");
        expect(scheme).toBe("scrypt");
        expect(2 ** Number(cost)).toBeGreaterThanOrEqual(2 ** 17);
      }
    } finally {
      await server.close();
    }
  });
});

describe("sessions", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });

  it("answers a sign-up sent again with the same Idempotency-Key as it did the first time, not as a taken e-mail", async () => {
    const body = { email: "twice@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", currencyCode: "EUR" };
    const headers = { "Idempotency-Key": "sign-up-attempt-1" };
    const first = await rawCall(server, "POST", "/api/user/sign-up", { body, headers });
    const again = await rawCall(server, "POST", "/api/user/sign-up", { body, headers });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const other = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "third@example.com" },
      headers,
    });
    expect(other).toMatchObject({ status: 422, body: { errorCode: "IDEMPOTENCY_KEY_REUSED" } });
    const fresh = await rawCall(server, "POST", "/api/user/sign-up", { body });
    expect(fresh).toMatchObject({ status: 409 });
  });
  afterAll(() => server.close());

  it("let a player who signed up by username log in with it in any case, and keep one account per username", async () => {
    const body = { password: "Secret1!", dateOfBirth: "1990-01-01", currencyCode: "EUR" };
    const signUp = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "nora@example.com", username: "Nora_V" },
    });
    expect(signUp.status).toBe(200);
    const byName = await login(server, " nora_v ", "Secret1!");
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ success: true, accessToken: expect.any(String) });
    expect((await login(server, "nora@example.com", "Secret1!")).status).toBe(200);
    expect(await login(server, "nora_v", "Wrong1!!")).toMatchObject({
      status: 422,
      body: { errorCode: "INVALID_CREDENTIALS" },
    });
    // A nickname is a display name, not a login: only a username given at sign-up signs in.
    expect((await login(server, "nobody_here", "Secret1!")).status).toBe(422);

    const again = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "other.nora@example.com", username: "NORA_v" },
    });
    expect(again).toMatchObject({ status: 409, body: { errorCode: "USERNAME_ALREADY_EXISTS" } });
    expect(server.context.store.players.byEmail("other.nora@example.com")).toBeUndefined();
  });

  async function details(token: string): Promise<number> {
    return (await rawCall(server, "GET", "/api/user/get-user-details", { token })).status;
  }

  it("are stored as a SHA-256 of the token, never the token itself", async () => {
    const { token } = await loginAs(server, "depositor@demo.casino");
    const rows = server.context.store.db.prepare("SELECT * FROM sessions").all();
    const stored = rows.flatMap((row) => Object.values(row).map(String));
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("end at logout: the token is refused afterwards", async () => {
    const { token } = await loginAs(server, "depositor@demo.casino");
    await rawCall(server, "POST", "/api/user/logout", { token, body: { reason: "USER_INITIATED" } });
    expect(await details(token)).toBe(403);
  });

  it("end everywhere else when the password changes, and stay open where it was changed", async () => {
    const elsewhere = await loginAs(server, "duplicate@demo.casino");
    const here = await loginAs(server, "duplicate@demo.casino");
    const change = await rawCall(server, "PUT", "/api/user/update-user-details", {
      token: here.token,
      body: {
        updateFrom: "Profile Page",
        currentPassword: DEMO_PASSWORD,
        password: "Better1!",
        confirmPassword: "Better1!",
      },
    });
    expect(change.status).toBe(200);
    expect(await details(elsewhere.token)).toBe(403);
    expect(await details(here.token)).toBe(200);
  });

  it("end after the brand's inactivity timeout without a call, and stay open while calls keep coming", async () => {
    const { token } = await loginAs(server, "unverified@demo.casino");
    await wait(server, 29 * MINUTE_MS);
    expect(await details(token)).toBe(200);
    await wait(server, 29 * MINUTE_MS);
    expect(await details(token)).toBe(200);
    await wait(server, 31 * MINUTE_MS);
    expect(await rawCall(server, "GET", "/api/user/get-user-details", { token })).toMatchObject({
      status: 403,
      body: { errorCode: "SESSION_EXPIRED" },
    });
  });

  it("end 30 days after login however active the player is", async () => {
    const fortyDaysInMinutes = 40 * 24 * 60;
    await rawCall(server, "PATCH", "/__control/settings", { body: { inactivitySessionTimeout: fortyDaysInMinutes } });
    try {
      const { token } = await loginAs(server, "bonus@demo.casino");
      await wait(server, 29 * 24 * 60 * MINUTE_MS);
      expect(await details(token)).toBe(200);
      await wait(server, 24 * 60 * MINUTE_MS);
      expect(await details(token)).toBe(403);
    } finally {
      await rawCall(server, "PATCH", "/__control/settings", { body: { inactivitySessionTimeout: 30 } });
    }
  });
});
