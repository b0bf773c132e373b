import { describe, expect, it } from "vitest";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { paymentsBody } from "../test-support/fixtures";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("payment calls", () => {
  it("asks for the payment methods by currency and country with the _t cache buster", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, paymentsBody);
    });
    const methods = await client().payments.getPaymentMethods({
      currencyCode: "EUR",
      countryCode: "PT",
      cacheBuster: 1700,
    });

    expect(methods.map((method) => method.name)).toEqual(["visa"]);
    expect(last().url.pathname + last().url.search).toBe(
      "/api/admin/get-payments?currencyCode=EUR&countryCode=PT&_t=1700",
    );
  });

  it("gives an empty method list when the list does not parse", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: [{ name: "no id" }] });
    });
    await expect(client().payments.getPaymentMethods({ cacheBuster: 1 })).resolves.toEqual([]);
  });

  it("still throws a server failure of the payment list", async () => {
    server().handle((_request, response) => {
      sendJson(response, 500, { success: false });
    });
    await expect(client().payments.getPaymentMethods({ cacheBuster: 1 })).rejects.toMatchObject({
      kind: "http",
      status: 500,
    });
  });

  it("posts PaReq and MD to the 3DS webhook", async () => {
    await client().payments.postThreeDsWebhook({ PaReq: "pa", MD: "md" });
    expect(last().url.pathname).toBe("/api/user/3ds-webhook");
    expect(jsonBody(last())).toEqual({ PaReq: "pa", MD: "md" });
  });

  it("sends deposits, withdrawals, cancellations and crypto calculations to the payment paths", async () => {
    server().handle((request, response) => {
      const answers: Record<string, unknown> = {
        "/api/payment/deposit": { success: true, data: { redirectUrl: "https://psp.example/pay" } },
        "/api/payment/withdraw": { success: true, data: { transaction: { id: 5, status: "pending" } } },
        "/api/payment/cancel-withdrawal": { success: true },
        "/api/payment/crypto-withdrawal-calc": { success: true, data: { cryptoAmount: "0.0021", rate: 47000, fee: 1 } },
      };
      sendJson(response, 200, answers[request.url.pathname]);
    });

    const deposit = await client().payments.deposit({
      paymentMethodId: 1,
      amount: 25,
      currencyCode: "EUR",
      bonusId: 7,
    });
    const withdrawal = await client().payments.withdraw({ paymentMethodId: 2, amount: 50, upiId: "a@upi" });
    await client().payments.cancelWithdrawal({ transactionId: 5 });
    const calc = await client().payments.calculateCryptoWithdrawal({
      amount: 100,
      currencyCode: "EUR",
      cryptoCurrency: "BTC",
    });

    expect(deposit.data.redirectUrl).toBe("https://psp.example/pay");
    expect(withdrawal.data?.transaction?.status).toBe("pending");
    expect(calc.data.cryptoAmount).toBe(0.0021);
    expect(server().requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "POST /api/payment/deposit",
      "POST /api/payment/withdraw",
      "POST /api/payment/cancel-withdrawal",
      "POST /api/payment/crypto-withdrawal-calc",
    ]);
  });

  it("pages the transactions 24 at a time", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: {
          count: 1,
          rows: [{ id: 1, type: "withdrawal", status: "pending", amount: 50, createdAt: "2026-11-20T10:00:00Z" }],
        },
      });
    });
    const page = await client().payments.getTransactions({ type: "withdrawal", status: "pending" });
    expect(page.data.rows[0]?.amount).toBe(50);
    expect(last().url.pathname + last().url.search).toBe(
      "/api/user/get-transactions?pageNo=1&limit=24&type=withdrawal&status=pending",
    );
  });
});
