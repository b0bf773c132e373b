import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import {
  interleavedCalls,
  loginAs,
  rawCall,
  refusalOf,
  settledDeposit,
  startTestServer,
} from "../testing/test-server.ts";

describe("withdrawals over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const request = { paymentMethodId: 3, amount: 10, email: "player@demo.casino" };

  it("is blocked without a deposit, with an unverified e-mail, with an active bonus, and with deposit wagering left", async () => {
    expect((await refusalOf((await loginAs(server, "new@demo.casino")).client.payments.withdraw(request))).code).toBe(
      "NO_DEPOSIT",
    );
    expect(
      (await refusalOf((await loginAs(server, "unverified@demo.casino")).client.payments.withdraw(request))).code,
    ).toBe("REQUIRED_EMAIL_VERIFICATION");
    expect((await refusalOf((await loginAs(server, "bonus@demo.casino")).client.payments.withdraw(request))).code).toBe(
      "WITHDRAWAL_ACTIVE_BONUS",
    );
    const { client, token } = await loginAs(server, "depositor@demo.casino");
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 20, currencyCode: "EUR" });
    expect((await refusalOf(client.payments.withdraw(request))).code).toBe("DEPOSIT_WAGER_INCOMPLETE");
    // Playing the deposit through lifts the block.
    await rawCall(server, "POST", "/api/game/bet", { token, body: { amount: 20 } });
    expect((await client.payments.withdraw(request)).data?.transaction?.status).toBe("pending");
  });

  it("lets a self-excluded player withdraw, locks the funds while pending, and unlocks them on cancel", async () => {
    const { client } = await loginAs(server, "excluded@demo.casino");
    const before = Number((await client.user.getUserDetails()).data.userWallet?.amount);
    const answer = await client.payments.withdraw({ ...request, amount: 30 });
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before - 30);
    await client.payments.cancelWithdrawal({ transactionId: answer.data?.transaction?.id ?? 0 });
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before);
    expect(
      (await refusalOf(client.payments.cancelWithdrawal({ transactionId: answer.data?.transaction?.id ?? 0 }))).code,
    ).toBe("WITHDRAWAL_FAILED");
  });

  it("refuses to cancel a pending withdrawal under the uk profile, and keeps it pending", async () => {
    const { client } = await loginAs(server, "excluded@demo.casino");
    const answer = await client.payments.withdraw({ ...request, amount: 5 });
    const transactionId = answer.data?.transaction?.id ?? 0;
    await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "uk" } });
    try {
      expect((await refusalOf(client.payments.cancelWithdrawal({ transactionId }))).code).toBe("WITHDRAWAL_FAILED");
    } finally {
      await rawCall(server, "PATCH", "/__control/settings", { body: { jurisdiction: "default" } });
    }
    // Back under a profile that allows it, the same withdrawal is still pending and can be cancelled.
    expect((await client.payments.cancelWithdrawal({ transactionId })).success).toBe(true);
  });

  it("refuses more than the balance and methods without withdrawals", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    expect((await refusalOf(client.payments.withdraw({ ...request, amount: 100000 }))).code).toBe("WITHDRAWAL_FAILED");
    expect((await refusalOf(client.payments.withdraw({ ...request, paymentMethodId: 14 }))).code).toBe(
      "WITHDRAWAL_FAILED",
    );
  });
});

describe("withdrawals under attack", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a method the cashier does not offer the player: another country and currency, a tag, hidden, with 422", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const before = Number((await client.user.getUserDetails()).data.userWallet?.amount);
    // 5: Pix, Brazil and BRL only; 9: VIP bank wire, the `vip` tag only; 13: Sofort, hidden.
    for (const paymentMethodId of [5, 9, 13]) {
      const refused = await refusalOf(
        client.payments.withdraw({ paymentMethodId, amount: 10, email: "kyc@demo.casino" }),
      );
      expect({ method: paymentMethodId, status: refused.status, code: refused.code }).toEqual({
        method: paymentMethodId,
        status: 422,
        code: "WITHDRAWAL_FAILED",
      });
    }
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before);
  });

  it("pays three concurrent withdrawals of the whole balance once and never overdraws the wallet", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(1200);
    const withdrawal = {
      method: "POST",
      path: "/api/payment/withdraw",
      token,
      body: { paymentMethodId: 3, amount: 1200, email: "kyc@demo.casino" },
    };
    const statuses = await interleavedCalls(server, [withdrawal, withdrawal, withdrawal]);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(0);
    const pending = (await client.payments.getTransactions({ type: "withdrawal" })).data.rows;
    expect(pending.filter((row) => row.status === "pending")).toHaveLength(1);
  });

  it("refuses a withdrawal of a fraction of a cent, keeping the wallet as it was", async () => {
    const { client, token } = await loginAs(server, "excluded@demo.casino");
    const answer = await rawCall(server, "POST", "/api/payment/withdraw", {
      token,
      body: { paymentMethodId: 3, amount: 10.005, email: "excluded@demo.casino" },
    });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(80);
  });

  it("computes the crypto withdrawal fee exactly, rounding half away from zero, so fee and payout add up", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    // 0.59 EUR at 0.0000161 BTC per euro is 949.9 units of 1e-8 BTC, so 950; the 1 % fee is 9.5, so 10.
    const { data } = await client.payments.calculateCryptoWithdrawal({
      amount: 0.59,
      currencyCode: "EUR",
      cryptoCurrency: "BTC",
    });
    expect(data).toMatchObject({ fee: 0.0000001, cryptoAmount: 0.0000094 });
  });

  it("takes a crypto player's amount as the coin itself: no euro rate, only the 1 % fee", async () => {
    const { client } = await loginAs(server, "satoshi@demo.casino");
    const { data } = await client.payments.calculateCryptoWithdrawal({
      amount: 0.01,
      currencyCode: "BTC",
      cryptoCurrency: "BTC",
    });
    expect(data).toMatchObject({ rate: 1, fee: 0.0001, cryptoAmount: 0.0099, cryptoCurrency: "BTC" });
  });

  it("refuses a pair it has no rate for, in words", async () => {
    const { client } = await loginAs(server, "satoshi@demo.casino");
    const refusal = await refusalOf(
      client.payments.calculateCryptoWithdrawal({ amount: 10, currencyCode: "USDT", cryptoCurrency: "BTC" }),
    );
    expect(refusal).toMatchObject({ status: 422, code: "CALC_ERROR" });
  });
});

describe("instant withdrawals", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const request = { paymentMethodId: 3, amount: 10, email: "player@demo.casino", instant: true };

  it("pays out at once within the day's allowance, counts what is used, and is whole again the next UTC day", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    expect((await client.payments.getInstantWithdrawal()).data).toEqual({
      limit: 500,
      used: 0,
      period: "day",
      resetsAt: "2026-03-05T00:00:00.000Z",
    });
    const paid = await client.payments.withdraw({ ...request, amount: 149.99 });
    expect(paid.data?.transaction?.status).toBe("completed");
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(1050.01);
    expect((await client.payments.getInstantWithdrawal()).data?.used).toBe(149.99);

    // A cent more than is left is refused and nothing leaves the wallet; what is left goes out.
    const refusal = await refusalOf(client.payments.withdraw({ ...request, amount: 350.02 }));
    expect([refusal.status, refusal.code]).toEqual([409, "INSTANT_WITHDRAWAL_LIMIT"]);
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(1050.01);
    await client.payments.withdraw({ ...request, amount: 350.01 });
    expect((await client.payments.getInstantWithdrawal()).data?.used).toBe(500);

    // A usual withdrawal is still open, and does not count.
    expect((await client.payments.withdraw({ ...request, instant: false })).data?.transaction?.status).toBe("pending");
    expect((await client.payments.getInstantWithdrawal()).data?.used).toBe(500);

    // The session would have lapsed overnight: the player signs in again the next day.
    server.context.clock.set(new Date("2026-03-05T00:00:01.000Z"));
    const nextDay = await loginAs(server, "kyc@demo.casino");
    expect((await nextDay.client.payments.getInstantWithdrawal()).data).toMatchObject({
      used: 0,
      resetsAt: "2026-03-06T00:00:00.000Z",
    });
  });

  it("cannot be cancelled once paid out", async () => {
    const { client } = await loginAs(server, "excluded@demo.casino");
    const paid = await client.payments.withdraw({ ...request, amount: 5 });
    const refusal = await refusalOf(
      client.payments.cancelWithdrawal({ transactionId: paid.data?.transaction?.id ?? 0 }),
    );
    expect(refusal.code).toBe("WITHDRAWAL_FAILED");
  });
});

describe("instant withdrawals at once", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("pays one of two concurrent instant withdrawals that the balance covers but the allowance does not", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const body = { paymentMethodId: 3, amount: 300, email: "player@demo.casino", instant: true };
    const withdrawal = { method: "POST", path: "/api/payment/withdraw", token, body };
    expect((await interleavedCalls(server, [withdrawal, withdrawal])).sort()).toEqual([200, 409]);
    expect((await client.payments.getInstantWithdrawal()).data?.used).toBe(300);
    expect((await client.user.getUserDetails()).data.userWallet?.amount).toBe(900);
  });
});
