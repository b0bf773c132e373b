import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function respondToEverything() {
  server().handle((request, response) => {
    const answers: Record<string, unknown> = {
      "/api/payment/deposit": { success: true, data: { redirectUrl: "https://psp.example/pay" } },
      "/api/user/rakeback-claim": { success: true, data: { amount: 1 } },
    };
    sendJson(response, 200, answers[request.url.pathname] ?? { success: true });
  });
}

describe("money calls and their idempotency key", () => {
  it("sends a fresh key with every money call", async () => {
    respondToEverything();
    const api = client();
    await api.payments.deposit({ paymentMethodId: 1, amount: 25, currencyCode: "EUR" });
    await api.payments.withdraw({ paymentMethodId: 2, amount: 50 });
    await api.payments.cancelWithdrawal({ transactionId: 5 });
    await api.payments.postThreeDsWebhook({ PaReq: "pa", MD: "md" });
    await api.bonus.activateBonus({ bonusId: 1 });
    await api.bonus.cancelBonus({ bonusId: 1 });
    await api.bonus.claimBonus({ bonusId: 1 });
    await api.bonus.applyCoupon({ couponCode: "WELCOME" });
    await api.rakeback.claimRakeback({
      bonusId: 1,
      claimDate: "2026-03-01",
      customerDate: "2026-03-02",
      timeZone: "UTC",
    });
    await api.rakeback.claimReward({ bonusId: 1 });

    const keys = server().requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(10);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(10);
  });

  it("sends the caller's key as it is, so a retry of one attempt pays once", async () => {
    respondToEverything();
    const deposit = { paymentMethodId: 1, amount: 25, currencyCode: "EUR" };
    await client().payments.deposit(deposit, { idempotencyKey: "attempt-1" });
    await client().payments.deposit(deposit, { idempotencyKey: "attempt-1" });
    expect(server().requests.map((request) => request.headers["idempotency-key"])).toEqual(["attempt-1", "attempt-1"]);
  });

  it("sends no key with reads nor with the crypto withdrawal calculation, which moves no money", async () => {
    server().handle((request, response) => {
      sendJson(
        response,
        200,
        request.url.pathname === "/api/payment/crypto-withdrawal-calc"
          ? { success: true, data: { cryptoAmount: 0.002 } }
          : { success: true, data: { count: 0, rows: [] } },
      );
    });
    await client().payments.calculateCryptoWithdrawal({ amount: 100, currencyCode: "EUR", cryptoCurrency: "BTC" });
    expect(last().headers["idempotency-key"]).toBeUndefined();
    await client().payments.getTransactions();
    expect(last().headers["idempotency-key"]).toBeUndefined();
  });
});
