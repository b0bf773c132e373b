import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./server.ts";
import { loginAs, rawCall, startTestServer, TEST_CLOCK_START } from "./testing/test-server.ts";

interface ErrorBody {
  success: boolean;
  errorCode: string;
  message: string;
  data?: { issues?: { field: string; message: string }[] };
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === "object" && body !== null && "errorCode" in body && "message" in body;
}

describe("bad requests: a 4xx with a clear body, and the database unchanged", () => {
  let server: RunningServer;
  let token: string;
  let snapshot: () => unknown;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await loginAs(server, "kyc@demo.casino"));
    const { store } = server.context;
    snapshot = () => ({
      counts: store.rowCounts(),
      players: store.players.all(),
      limits: store.limits.list(5),
      bonuses: store.playerBonuses.list(5),
    });
  });
  afterAll(() => server.close());

  const cases: {
    name: string;
    method: string;
    path: string;
    body?: unknown;
    rawBody?: string;
    auth?: "valid" | "wrong" | "none";
    status: number;
    code: string;
    field?: string;
  }[] = [
    {
      name: "login without a password",
      method: "POST",
      path: "/api/user/login",
      body: { email: "kyc@demo.casino" },
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "password",
    },
    {
      name: "login with a wrong password",
      method: "POST",
      path: "/api/user/login",
      body: { email: "kyc@demo.casino", password: "nope" },
      auth: "none",
      status: 422,
      code: "INVALID_CREDENTIALS",
    },
    {
      name: "login with a number for the e-mail",
      method: "POST",
      path: "/api/user/login",
      body: { email: 42, password: "Demo123!" },
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "email",
    },
    {
      name: "sign-up with a malformed e-mail",
      method: "POST",
      path: "/api/user/sign-up",
      body: { email: "not-an-email", password: "Secret1!", dateOfBirth: "1990-01-01" },
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "email",
    },
    {
      name: "sign-up with a weak password",
      method: "POST",
      path: "/api/user/sign-up",
      body: { email: "weak@example.com", password: "abc" },
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "password",
    },
    {
      name: "sign-up under 18",
      method: "POST",
      path: "/api/user/sign-up",
      body: {
        email: "young@example.com",
        password: "Secret1!",
        dateOfBirth: TEST_CLOCK_START.toISOString().slice(0, 10),
      },
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "dateOfBirth",
    },
    {
      name: "sign-up with a taken e-mail",
      method: "POST",
      path: "/api/user/sign-up",
      body: { email: "KYC@demo.casino", password: "Secret1!", dateOfBirth: "1990-01-01" },
      auth: "none",
      status: 409,
      code: "EMAIL_ALREADY_EXISTS",
    },
    {
      name: "a body that is not JSON",
      method: "POST",
      path: "/api/payment/deposit",
      rawBody: "{amount: 5",
      status: 400,
      code: "INVALID_JSON",
    },
    {
      name: "a deposit amount as text",
      method: "POST",
      path: "/api/payment/deposit",
      body: { paymentMethodId: 1, amount: "50", currencyCode: "EUR" },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "amount",
    },
    {
      name: "a deposit without a method",
      method: "POST",
      path: "/api/payment/deposit",
      body: { amount: 50, currencyCode: "EUR" },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "paymentMethodId",
    },
    {
      name: "a withdrawal of a negative amount",
      method: "POST",
      path: "/api/payment/withdraw",
      body: { paymentMethodId: 3, amount: -5 },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "amount",
    },
    {
      name: "a limit of an unknown type",
      method: "POST",
      path: "/api/user/set-limit",
      body: { type: "sleep", amount: 5 },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "type",
    },
    {
      name: "a limit with period 7",
      method: "POST",
      path: "/api/user/set-limit",
      body: { type: "loss", period: 7, amount: 5 },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "period",
    },
    {
      name: "a rakeback claim without a day",
      method: "POST",
      path: "/api/user/rakeback-claim",
      body: { bonusId: 100 },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "claimDate",
    },
    {
      name: "a rakeback claim in an unknown zone",
      method: "POST",
      path: "/api/user/rakeback-claim?timeZone=Mars/Olympus",
      body: { bonusId: 100, claimDate: "2030-01-01", customerDate: "2030-01-01" },
      status: 400,
      code: "VALIDATION_ERROR",
    },
    {
      name: "a bonus activation of no bonus",
      method: "POST",
      path: "/api/user/activate-bonus",
      body: { bonusId: 9999 },
      status: 404,
      code: "BONUS_NOT_FOUND",
    },
    {
      name: "a coupon that is empty",
      method: "POST",
      path: "/api/user/apply-coupon",
      body: { couponCode: "" },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "couponCode",
    },
    {
      name: "a logout with an unknown reason",
      method: "POST",
      path: "/api/user/logout",
      body: { reason: "BORED" },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "reason",
    },
    {
      name: "a profile update without updateFrom",
      method: "PUT",
      path: "/api/user/update-user-details",
      body: { city: "Rome" },
      status: 400,
      code: "VALIDATION_ERROR",
      field: "updateFrom",
    },
    {
      name: "user details with a wrong token",
      method: "GET",
      path: "/api/user/get-user-details",
      auth: "wrong",
      status: 403,
      code: "SESSION_EXPIRED",
    },
    {
      name: "user details without a token",
      method: "GET",
      path: "/api/user/get-user-details",
      auth: "none",
      status: 403,
      code: "TOKEN_REQUIRED",
    },
    {
      name: "a deposit with a wrong token",
      method: "POST",
      path: "/api/payment/deposit",
      body: { paymentMethodId: 1, amount: 50, currencyCode: "EUR" },
      auth: "wrong",
      status: 403,
      code: "SESSION_EXPIRED",
    },
    {
      name: "a reverse lookup without coordinates",
      method: "GET",
      path: "/geo/reverse?latitude=abc",
      auth: "none",
      status: 400,
      code: "VALIDATION_ERROR",
      field: "latitude",
    },
    {
      name: "an unknown locale",
      method: "GET",
      path: "/api/core/casino/locales/xx.json",
      auth: "none",
      status: 404,
      code: "LOCALE_NOT_FOUND",
    },
    { name: "an unknown path", method: "GET", path: "/api/user/get-everything", status: 404, code: "NOT_FOUND" },
  ];

  for (const testCase of cases) {
    it(`answers ${String(testCase.status)} ${testCase.code} to ${testCase.name}`, async () => {
      const before = snapshot();
      const auth = testCase.auth ?? "valid";
      const answer = await rawCall(server, testCase.method, testCase.path, {
        token: auth === "valid" ? token : auth === "wrong" ? "forged-token" : undefined,
        body: testCase.body,
        rawBody: testCase.rawBody,
      });
      expect(answer.status).toBe(testCase.status);
      if (!isErrorBody(answer.body)) throw new Error(`not an error body: ${JSON.stringify(answer.body)}`);
      expect(answer.body).toMatchObject({ success: false, errorCode: testCase.code });
      expect(answer.body.message.length).toBeGreaterThan(5);
      if (testCase.field) expect(answer.body.data?.issues?.map((issue) => issue.field)).toContain(testCase.field);
      expect(snapshot()).toEqual(before);
    });
  }
});

describe("linked sign-up is checked with the domain's linked sign-up schema", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a linked sign-up without names and a phone, naming each field", async () => {
    const counts = server.context.store.rowCounts();
    const answer = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "linked@example.com", linkAccount: true, linkedAccountUuid: "abc-123", dateOfBirth: "1990-01-01" },
    });
    expect(answer.status).toBe(400);
    if (!isErrorBody(answer.body)) throw new Error("not an error body");
    expect(answer.body.data?.issues?.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "phone"]),
    );
    expect(server.context.store.rowCounts()).toEqual(counts);
  });

  it("creates the player from a complete linked sign-up", async () => {
    const now = server.context.clock.now();
    const { uuid } = server.context.store.linkedAccounts.create({
      provider: "demo-id",
      email: "linked@example.com",
      firstName: null,
      lastName: null,
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
      createdAt: now.toISOString(),
    });
    const answer = await rawCall(server, "POST", "/api/user/sign-up", {
      body: {
        email: "linked@example.com",
        linkAccount: true,
        linkedAccountUuid: uuid,
        firstName: "Lin",
        lastName: "Ked",
        dateOfBirth: "1990-01-01",
        phoneCode: "356",
        phone: "21234599",
      },
    });
    expect(answer, JSON.stringify(answer.body)).toMatchObject({
      status: 200,
      body: { success: true, createUser: { email: "linked@example.com", firstName: "Lin" } },
    });
  });
});
