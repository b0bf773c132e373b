import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, refusalOf, startTestServer } from "../testing/test-server.ts";

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
    await client.payments.deposit({ paymentMethodId: 1, amount: 20, currencyCode: "EUR", outcome: "success" });
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

  it("refuses more than the balance and methods without withdrawals", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    expect((await refusalOf(client.payments.withdraw({ ...request, amount: 100000 }))).code).toBe("WITHDRAWAL_FAILED");
    expect((await refusalOf(client.payments.withdraw({ ...request, paymentMethodId: 14 }))).code).toBe(
      "WITHDRAWAL_FAILED",
    );
  });
});
