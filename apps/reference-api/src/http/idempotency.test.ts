import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { idempotent, VISITOR_KEYS_MAX } from "./idempotency.ts";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, settleAtProvider, startTestServer } from "../testing/test-server.ts";

const DEPOSIT = { paymentMethodId: 1, amount: 50, currencyCode: "EUR" };

/** The deposit an answer started, paid at the stand-in provider. */
function transactionOf(answer: { body: unknown }): number {
  return (answer.body as { data: { transactionId: number } }).data.transactionId;
}

describe("Idempotency-Key on money calls", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function wallet(token: string): Promise<number> {
    const answer = await rawCall(server, "GET", "/api/user/get-user-details", { token });
    return (answer.body as { data: { userWallet: { amount: number } } }).data.userWallet.amount;
  }

  it("starts a deposit sent twice with one key once, answering the repeat with the first answer", async () => {
    const { token } = await loginAs(server, "kyc@demo.casino");
    const before = await wallet(token);
    const headers = { "idempotency-key": "deposit-attempt-1" };
    const first = await rawCall(server, "POST", "/api/payment/deposit", { token, body: DEPOSIT, headers });
    const repeat = await rawCall(server, "POST", "/api/payment/deposit", { token, body: DEPOSIT, headers });
    expect(first.status).toBe(200);
    expect(repeat).toMatchObject({ status: 200, body: first.body });
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    await settleAtProvider(server, transactionOf(first));
    expect(await wallet(token)).toBe(before + 50);
  });

  it("starts one deposit when the same attempt arrives twice at the same moment", async () => {
    const { token } = await loginAs(server, "depositor@demo.casino");
    const before = await wallet(token);
    const headers = { "idempotency-key": "deposit-attempt-2" };
    const answers = await Promise.all(
      [1, 2].map(() => rawCall(server, "POST", "/api/payment/deposit", { token, body: DEPOSIT, headers })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    await settleAtProvider(server, transactionOf(answers[0] ?? { body: null }));
    expect(await wallet(token)).toBe(before + 50);
  });

  it("refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED, changing nothing", async () => {
    const { token } = await loginAs(server, "excluded@demo.casino");
    const headers = { "idempotency-key": "withdraw-attempt-1" };
    const withdrawal = { paymentMethodId: 3, amount: 10, email: "excluded@demo.casino" };
    expect((await rawCall(server, "POST", "/api/payment/withdraw", { token, body: withdrawal, headers })).status).toBe(
      200,
    );
    const before = await wallet(token);
    const other = await rawCall(server, "POST", "/api/payment/withdraw", {
      token,
      body: { ...withdrawal, amount: 20 },
      headers,
    });
    expect(other).toMatchObject({ status: 422, body: { errorCode: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await wallet(token)).toBe(before);
  });

  it("keeps keys per player: another player's key of the same name is their own attempt", async () => {
    const headers = { "idempotency-key": "shared-name" };
    const first = await loginAs(server, "kyc@demo.casino");
    expect(
      (await rawCall(server, "POST", "/api/payment/deposit", { token: first.token, body: DEPOSIT, headers })).status,
    ).toBe(200);
    const second = await loginAs(server, "depositor@demo.casino");
    const before = await wallet(second.token);
    const answer = await rawCall(server, "POST", "/api/payment/deposit", {
      token: second.token,
      body: DEPOSIT,
      headers,
    });
    expect(answer.status).toBe(200);
    await settleAtProvider(server, transactionOf(answer));
    expect(await wallet(second.token)).toBe(before + 50);
  });

  it("replays a refusal too: a repeated attempt never succeeds where the first failed", async () => {
    const { token } = await loginAs(server, "unverified@demo.casino");
    const headers = { "idempotency-key": "refused-attempt" };
    const first = await rawCall(server, "POST", "/api/payment/deposit", { token, body: DEPOSIT, headers });
    expect(first.status).toBe(409);
    expect(await rawCall(server, "POST", "/api/payment/deposit", { token, body: DEPOSIT, headers })).toMatchObject({
      status: 409,
      body: first.body,
    });
  });

  it("refuses a key that is empty or longer than 255 characters", async () => {
    const { token } = await loginAs(server, "kyc@demo.casino");
    for (const key of [" ", "k".repeat(256)]) {
      const answer = await rawCall(server, "POST", "/api/payment/deposit", {
        token,
        body: DEPOSIT,
        headers: { "idempotency-key": key },
      });
      expect(answer).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
    }
  });

  it("keeps a bounded number of visitor keys, forgetting the oldest first", async () => {
    expect(VISITOR_KEYS_MAX).toBeLessThanOrEqual(1000);
    // The sign-up's middleware with a cap of 3, over a route that counts its runs.
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.post("/visit", idempotent(server.context, { visitor: true, maxVisitorKeys: 3 }), (c) => {
      runs += 1;
      return c.json({ run: runs });
    });
    const visit = (key: string) => app.request("/visit", { method: "POST", headers: { "idempotency-key": key } });
    for (const key of ["k1", "k2", "k3", "k4"]) await visit(key);
    expect(runs).toBe(4);
    // k2 to k4 are kept and replayed; k1, the oldest, was forgotten and runs again.
    for (const key of ["k2", "k3", "k4"]) expect((await visit(key)).headers.get("idempotent-replayed")).toBe("true");
    expect(runs).toBe(4);
    expect((await visit("k1")).headers.get("idempotent-replayed")).toBeNull();
    expect(runs).toBe(5);
  });
});
