import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { SESSION_ERROR_CODES } from "./http/auth.ts";
import type { RunningServer } from "./server.ts";
import { loginAs, rawCall, startTestServer } from "./testing/test-server.ts";

// The client signs the player out on any 403, so a 403 may only say that the token is missing,
// unknown or expired. Every business refusal answers 409 (the player's state) or 422 (a rule).

type Answer = { status: number; body: unknown };

function errorCodeOf(body: unknown): string | undefined {
  return typeof body === "object" && body !== null && "errorCode" in body && typeof body.errorCode === "string"
    ? body.errorCode
    : undefined;
}

function isSessionCode(code: string | undefined): boolean {
  return SESSION_ERROR_CODES.some((sessionCode) => sessionCode === code);
}

/** A path with its parameters filled, so the route can be called. */
function callablePath(path: string): string {
  return path
    .replace(/\/:file\{[^}]*\}/, "/en.json")
    .replace(/\/:\w+/g, "/1")
    .replace(/\*$/, "games/none.svg");
}

describe("every route keeps 403 for the session", () => {
  let server: RunningServer;
  let excludedToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    excludedToken = (await loginAs(server, "excluded@demo.casino")).token;
  });
  afterAll(() => server.close());

  it("answers a 403 only with a session code, with no token and with a self-excluded player's token", async () => {
    const routes = createApp(server.context, { tick: () => 0 })
      .routes.filter((route) => route.method !== "ALL" && !route.path.startsWith("/__"))
      .map((route) => ({ method: route.method, path: callablePath(route.path) }));
    expect(routes.length).toBeGreaterThan(40);

    const forbidden: string[] = [];
    for (const route of routes) {
      for (const token of [undefined, excludedToken]) {
        const answer = await rawCall(server, route.method, route.path, {
          token,
          body: route.method === "GET" ? undefined : {},
        });
        const code = errorCodeOf(answer.body);
        if (answer.status === 403 && !isSessionCode(code)) forbidden.push(`${route.method} ${route.path}: ${code}`);
      }
    }
    expect(forbidden).toEqual([]);
  });
});

interface Refusal {
  name: string;
  /** The demo player making the call, or none. */
  as?: string;
  /** A visitor country other than Malta for this call. */
  country?: string;
  /** A moment other than the test clock's start. */
  at?: string;
  /** Headers of every call of the case (an idempotency key). */
  headers?: Record<string, string>;
  /** Calls made first (as the same player), to put the player in the refused state. */
  before?: { method: string; path: string; body?: unknown }[];
  method: string;
  path: string;
  body?: unknown;
  status: 404 | 409 | 422;
  code: string;
}

const DEPOSIT = { paymentMethodId: 1, amount: 50, currencyCode: "EUR" };

/** The business refusals of every route that has them, each driven by the state or request that causes it. */
const REFUSALS: Refusal[] = [
  // sign-up and login
  {
    name: "sign-up from a restricted country",
    country: "FR",
    method: "POST",
    path: "/api/user/sign-up",
    body: { email: "far@example.com", password: "Secret1!", dateOfBirth: "1990-01-01" },
    status: 422,
    code: "COUNTRY_RESTRICTED",
  },
  {
    name: "sign-up from Germany on a phone at 02:00 UTC",
    country: "DE",
    at: "2026-11-30T02:00:00.000Z",
    method: "POST",
    path: "/api/user/sign-up",
    body: { email: "night@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "mobile" },
    status: 422,
    code: "REGISTRATION_CLOSED",
  },
  {
    name: "sign-up with a taken e-mail",
    method: "POST",
    path: "/api/user/sign-up",
    body: { email: "kyc@demo.casino", password: "Secret1!", dateOfBirth: "1990-01-01" },
    status: 409,
    code: "EMAIL_ALREADY_EXISTS",
  },
  {
    name: "login with a wrong password",
    method: "POST",
    path: "/api/user/login",
    body: { email: "kyc@demo.casino", password: "Wrong123!" },
    status: 422,
    code: "INVALID_CREDENTIALS",
  },
  // deposits
  {
    name: "a self-excluded deposit",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: DEPOSIT,
    status: 409,
    code: "SELF_EXCLUDED",
  },
  {
    name: "a deposit from a restricted country",
    as: "kyc@demo.casino",
    country: "US",
    method: "POST",
    path: "/api/payment/deposit",
    body: DEPOSIT,
    status: 422,
    code: "DEPOSIT_COUNTRY_BLOCK",
  },
  {
    name: "a deposit with an incomplete profile",
    as: "new@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: DEPOSIT,
    status: 409,
    code: "GLOBAL_ERROR",
  },
  {
    name: "a deposit with an unverified e-mail",
    as: "unverified@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: DEPOSIT,
    status: 409,
    code: "REQUIRED_EMAIL_VERIFICATION",
  },
  {
    name: "a deposit through an inactive method",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, paymentMethodId: 12 },
    status: 422,
    code: "PROVIDER_ERROR",
  },
  {
    name: "a deposit in another currency",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, currencyCode: "USD" },
    status: 422,
    code: "PAYMENT_SERVICE_ERROR",
  },
  {
    name: "a deposit above the provider's maximum",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, amount: 6000 },
    status: 422,
    code: "PAYMENT_PROVIDER_LIMIT_THRESHOLD",
  },
  {
    name: "a deposit of nothing",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, amount: 0 },
    status: 422,
    code: "AMOUNT_BELOW_ZERO",
  },
  {
    name: "a deposit with a short phone number",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, paymentMethodId: 3, phone: "123" },
    status: 422,
    code: "PHONE_ERROR",
  },
  {
    name: "a deposit above the player's own deposit limit",
    as: "duplicate@demo.casino",
    before: [{ method: "POST", path: "/api/user/set-limit", body: { type: "deposit", period: 0, amount: 20 } }],
    method: "POST",
    path: "/api/payment/deposit",
    body: DEPOSIT,
    status: 422,
    code: "PAYMENT_LIMIT_THRESHOLD",
  },
  {
    name: "a 3DS answer that matches no deposit",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/user/3ds-webhook",
    body: { PaReq: "pareq-999", MD: "md-999" },
    status: 422,
    code: "TRANSACTION_FAILED",
  },
  // play
  {
    name: "a self-excluded bet",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/game/bet",
    body: { amount: 1 },
    status: 409,
    code: "SELF_EXCLUDED",
  },
  {
    name: "a bet above the balance",
    as: "new@demo.casino",
    method: "POST",
    path: "/api/game/bet",
    body: { amount: 1 },
    status: 409,
    code: "INSUFFICIENT_FUNDS",
  },
  {
    name: "a bet above the player's maximum bet",
    as: "crypto@demo.casino",
    before: [{ method: "POST", path: "/api/user/set-limit", body: { type: "bet", maxBet: 0.001 } }],
    method: "POST",
    path: "/api/game/bet",
    body: { amount: 0.002 },
    status: 422,
    code: "MAX_BET_LIMIT_REACHED",
  },
  // rakeback and rewards
  {
    name: "a self-excluded rakeback claim",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/user/rakeback-claim?timeZone=UTC",
    body: { bonusId: 100, claimDate: "2026-03-04", customerDate: "2026-03-04T10:10:00Z" },
    status: 409,
    code: "SELF_EXCLUDED",
  },
  {
    name: "a rakeback claim for a future day",
    as: "depositor@demo.casino",
    method: "POST",
    path: "/api/user/rakeback-claim?timeZone=UTC",
    body: { bonusId: 100, claimDate: "2026-03-10", customerDate: "2026-03-04T10:10:00Z" },
    status: 422,
    code: "RAKEBACK_NOT_CLAIMABLE",
  },
  {
    name: "a rakeback claim for a day outside the calendar",
    as: "depositor@demo.casino",
    method: "POST",
    path: "/api/user/rakeback-claim?timeZone=UTC",
    body: { bonusId: 100, claimDate: "2020-01-01", customerDate: "2026-03-04T10:10:00Z" },
    status: 404,
    code: "RAKEBACK_DAY_NOT_FOUND",
  },
  {
    name: "another player's rakeback days",
    as: "depositor@demo.casino",
    method: "GET",
    path: "/api/admin/get-rakeback-days?user=1",
    status: 404,
    code: "NOT_FOUND",
  },
  {
    name: "a self-excluded cashback claim",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/user/claim-reward",
    body: {},
    status: 409,
    code: "SELF_EXCLUDED",
  },
  {
    name: "a cashback claim before a first deposit",
    as: "new@demo.casino",
    method: "POST",
    path: "/api/user/claim-reward",
    body: {},
    status: 409,
    code: "CASHBACK_NEED_DEPOSIT",
  },
  // bonuses and coupons
  {
    name: "a self-excluded bonus activation",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/user/activate-bonus",
    body: { bonusId: 1 },
    status: 409,
    code: "SELF_EXCLUDED",
  },
  {
    name: "an expired promotion",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/user/activate-bonus",
    body: { bonusId: 10 },
    status: 422,
    code: "DAYS_VALID",
  },
  {
    name: "an unknown coupon",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/user/apply-coupon",
    body: { couponCode: "NOPE" },
    status: 422,
    code: "COUPON_NOT_APPLIED",
  },
  {
    name: "a bonus claimed before its wagering is done",
    as: "bonus@demo.casino",
    method: "POST",
    path: "/api/user/claim-bonus",
    body: { bonusId: 1 },
    status: 409,
    code: "WAGER_NOT_COMPLETE",
  },
  // withdrawals
  {
    name: "a withdrawal before a first deposit",
    as: "new@demo.casino",
    method: "POST",
    path: "/api/payment/withdraw",
    body: { paymentMethodId: 1, amount: 10 },
    status: 409,
    code: "NO_DEPOSIT",
  },
  {
    name: "a withdrawal with an active bonus",
    as: "bonus@demo.casino",
    method: "POST",
    path: "/api/payment/withdraw",
    body: { paymentMethodId: 1, amount: 10 },
    status: 409,
    code: "WITHDRAWAL_ACTIVE_BONUS",
  },
  {
    name: "a crypto calculation in an unknown coin",
    as: "crypto@demo.casino",
    method: "POST",
    path: "/api/payment/crypto-withdrawal-calc",
    body: { amount: 10, currencyCode: "EUR", cryptoCurrency: "DOGE" },
    status: 422,
    code: "CALC_ERROR",
  },
  // profile, e-mails and limits
  {
    name: "a change of a locked field",
    as: "depositor@demo.casino",
    method: "PUT",
    path: "/api/user/update-user-details",
    body: { updateFrom: "Profile Page", firstName: "Other" },
    status: 409,
    code: "FIELD_LOCKED",
  },
  {
    name: "a password change with a wrong current password",
    as: "depositor@demo.casino",
    method: "PUT",
    path: "/api/user/update-user-details",
    body: { updateFrom: "Profile Page", currentPassword: "Wrong123!", password: "Better123!" },
    status: 422,
    code: "WRONG_CURRENT_PASSWORD",
  },
  {
    name: "a password reset with an unknown link",
    method: "POST",
    path: "/api/user/reset-password",
    body: { token: "unknown", password: "Better123!" },
    status: 422,
    code: "RESET_TOKEN_INVALID",
  },
  {
    name: "a verification e-mail for a verified address",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/user/resend-verification-email",
    body: {},
    status: 409,
    code: "EMAIL_ALREADY_VERIFIED",
  },
  {
    name: "a self-exclusion removed early",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/user/remove-limit",
    body: { type: "self-exclusion" },
    status: 409,
    code: "EXCLUSION_CANNOT_BE_SHORTENED",
  },
  {
    name: "a self-exclusion replaced by a one-day freeze",
    as: "excluded@demo.casino",
    method: "POST",
    path: "/api/user/set-limit",
    body: { type: "freeze", value: 1, unit: "days" },
    status: 409,
    code: "EXCLUSION_CANNOT_BE_SHORTENED",
  },
  {
    name: "a deposit sent home to another site",
    as: "kyc@demo.casino",
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, returnUrl: "https://evil.example/deposit" },
    status: 422,
    code: "RETURN_URL_NOT_ALLOWED",
  },
  {
    name: "an idempotency key used again for another deposit",
    as: "kyc@demo.casino",
    headers: { "idempotency-key": "refusal-statuses-1" },
    before: [{ method: "POST", path: "/api/payment/deposit", body: DEPOSIT }],
    method: "POST",
    path: "/api/payment/deposit",
    body: { ...DEPOSIT, amount: 60 },
    status: 422,
    code: "IDEMPOTENCY_KEY_REUSED",
  },
  {
    name: "a bet limit changed twice within the hour",
    as: "depositor@demo.casino",
    before: [{ method: "POST", path: "/api/user/set-limit", body: { type: "bet", period: 0, amount: 100 } }],
    method: "POST",
    path: "/api/user/set-limit",
    body: { type: "bet", period: 0, amount: 50 },
    status: 409,
    code: "CHANGE_NOT_ALLOWED",
  },
  // Last: it leaves the player excluded for good.
  {
    name: "a permanent self-exclusion shortened",
    as: "duplicate@demo.casino",
    before: [{ method: "POST", path: "/api/user/set-limit", body: { type: "self-exclusion", permanent: true } }],
    method: "POST",
    path: "/api/user/set-limit",
    body: { type: "self-exclusion", value: 3, unit: "days" },
    status: 409,
    code: "EXCLUSION_PERMANENT",
  },
];

describe("business refusals answer 409 or 422 with their code, never 403", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/time");
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "MT" } });
  });
  afterAll(() => server.close());

  for (const refusal of REFUSALS) {
    it(`answers ${String(refusal.status)} ${refusal.code} to ${refusal.name}`, async () => {
      const token = refusal.as ? (await loginAs(server, refusal.as)).token : undefined;
      for (const call of refusal.before ?? []) {
        const before = await rawCall(server, call.method, call.path, {
          token,
          body: call.body,
          headers: refusal.headers,
        });
        expect(before.status).toBe(200);
      }
      if (refusal.country)
        await rawCall(server, "POST", "/__control/location", { body: { countryCode: refusal.country } });
      if (refusal.at) await rawCall(server, "POST", "/__control/time", { body: { now: refusal.at } });

      const answer: Answer = await rawCall(server, refusal.method, refusal.path, {
        token,
        body: refusal.body,
        headers: refusal.headers,
      });
      expect({ status: answer.status, code: errorCodeOf(answer.body) }).toEqual({
        status: refusal.status,
        code: refusal.code,
      });
    });
  }
});
