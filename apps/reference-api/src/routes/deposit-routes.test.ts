import { DEPOSIT_OUTCOMES } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import type { ApiClient } from "@casino/api-client";
import { loginAs, rawCall, refusalOf, settledDeposit, startTestServer } from "../testing/test-server.ts";

const RETURN_URL = "http://localhost:3000/deposit?tab=cards";
/** The card whose issuer asks for a 3DS check on its own page. */
const THREE_DS_CARD = { number: "4000 0000 0000 3220", expiry: "12/29", cvc: "123", holderName: "Kim Kyc" };

/** Presses `value` of `field` on a stand-in page (the provider's checkout, the issuer's 3DS check); answers where it sends the player. */
async function pressOnPage(pageUrl: string | null | undefined, field: string, value: string): Promise<Response> {
  return fetch(pageUrl ?? "", { method: "POST", body: new URLSearchParams({ [field]: value }), redirect: "manual" });
}

/** A deposit by the 3DS test card whose issuer's page the cardholder confirmed: the PaReq and MD the player is sent back with. */
async function confirmedAtIssuer(client: ApiClient, amount: number): Promise<{ PaReq: string; MD: string; back: URL }> {
  const answer = await client.payments.deposit({
    paymentMethodId: 2,
    amount,
    currencyCode: "EUR",
    returnUrl: RETURN_URL,
    card: THREE_DS_CARD,
  });
  const confirmed = await pressOnPage(answer.data.redirectUrl, "answer", "confirm");
  const back = new URL(confirmed.headers.get("location") ?? "");
  return { PaReq: back.searchParams.get("PaReq") ?? "", MD: back.searchParams.get("MD") ?? "", back };
}

describe("deposits over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses a self-excluded player's deposit with 409 and the instant the exclusion ends", async () => {
    const { token } = await loginAs(server, "excluded@demo.casino");
    const refused = await rawCall(server, "POST", "/api/payment/deposit", {
      token,
      body: { paymentMethodId: 3, amount: 25, currencyCode: "EUR" },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        errorCode: "SELF_EXCLUDED",
        data: { permanent: false, until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/) },
      },
    });
  });

  it("settles each outcome chosen on the stand-in provider's page and sends the player back with modal and met", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const expectedStatus = {
      success: "completed",
      failed: "failed",
      decline: "failed",
      cancel: "cancelled",
      pending: "pending",
      return: "processing",
    };
    for (const outcome of DEPOSIT_OUTCOMES) {
      const answer = await client.payments.deposit({
        paymentMethodId: 3,
        amount: 25,
        currencyCode: "EUR",
        returnUrl: RETURN_URL,
      });
      expect(answer.data.status).toBe("pending");
      const chosen = await pressOnPage(answer.data.redirectUrl, "outcome", outcome);
      expect(chosen.status).toBe(303);
      const redirect = new URL(chosen.headers.get("location") ?? "");
      expect(redirect.searchParams.get("modal")).toBe(`deposit-${outcome}`);
      expect(redirect.searchParams.get("met")).toBe("skrill");
      expect(redirect.searchParams.get("tab")).toBe("cards");
      const transaction = (await client.payments.getTransactions({ type: "deposit" })).data.rows.find(
        (row) => row.id === answer.data.transactionId,
      );
      expect(transaction?.status).toBe(expectedStatus[outcome]);
    }
  });

  it("credits the wallet and the deposit count only on success", async () => {
    const { client } = await loginAs(server, "duplicate@demo.casino");
    const before = (await client.user.getUserDetails()).data;
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 40, currencyCode: "EUR" }, "failed");
    await settledDeposit(server, client, { paymentMethodId: 1, amount: 60, currencyCode: "EUR" });
    const after = (await client.user.getUserDetails()).data;
    expect(after.depositCount).toBe((before.depositCount ?? 0) + 1);
    expect(after.userWallet?.amount).toBe(Number(before.userWallet?.amount) + 60);
  });

  it("cancels the active bonus and burns its money when a deposit starts with another bonus", async () => {
    const { client } = await loginAs(server, "burn@demo.casino");
    const before = (await client.user.getUserDetails()).data;
    await client.payments.deposit({
      paymentMethodId: 3,
      amount: 25,
      currencyCode: "EUR",
      bonusId: 2,
      returnUrl: RETURN_URL,
    });
    const after = (await client.user.getUserDetails()).data;
    expect(after.userWallet?.nonCashAmount).toBe(Number(before.userWallet?.nonCashAmount) - 50);
    const rows = (await client.bonus.getUserBonus({ pageNo: 1, limit: 100 })).data.bonus.rows;
    expect(rows.find((row) => row.bonusId === 1)?.status).toBe("cancelled");
    expect(rows.find((row) => row.bonusId === 2)?.status).toBe("active");
  });

  it("answers a crypto deposit with its address, network and QR payload, and a UPI one with a link valid 15 minutes", async () => {
    const crypto = (await loginAs(server, "crypto@demo.casino")).client;
    const coins = await crypto.payments.deposit({ paymentMethodId: 7, amount: 0.001, currencyCode: "BTC" });
    expect(coins.data).toMatchObject({ status: "pending", network: "Bitcoin" });
    expect(coins.data.redirectUrl ?? null).toBeNull();
    expect(coins.data.walletAddress).toMatch(/^bc1q[0-9a-f]{38}$/);
    expect(coins.data.qrCode).toBe(`bitcoin:${coins.data.walletAddress}?amount=0.001`);

    const upi = (await loginAs(server, "upi@demo.casino")).client;
    const asked = server.context.clock.now().getTime();
    const answer = await upi.payments.deposit({
      paymentMethodId: 4,
      amount: 500,
      currencyCode: "INR",
      phone: "98765432",
    });
    const answered = server.context.clock.now().getTime();
    expect(answer.data.paymentLink).toMatch(/^upi:\/\/pay\?pa=democasino@icici&pn=Demo%20Casino&am=500&cu=INR&tr=\d+$/);
    expect(answer.data.qrCode).toBe(answer.data.paymentLink);
    const expiresAt = Date.parse(answer.data.expiresAt ?? "");
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 15 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(answered + 15 * 60_000);
  });

  it("lets the player choose the outcome on the stand-in provider's page", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const answer = await client.payments.deposit({
      paymentMethodId: 1,
      amount: 30,
      currencyCode: "EUR",
      returnUrl: RETURN_URL,
    });
    expect(answer.data.status).toBe("pending");
    const page = await fetch(answer.data.redirectUrl ?? "");
    expect(await page.text()).toContain('value="decline"');
    const chosen = await fetch(answer.data.redirectUrl ?? "", {
      method: "POST",
      body: new URLSearchParams({ outcome: "decline" }),
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get("location") ?? "");
    expect(back.searchParams.get("modal")).toBe("deposit-decline");
    expect(back.searchParams.get("met")).toBe("visa");
  });

  it("runs 3DS on the issuer's page: a confirmed check returns PaReq and MD, and the webhook completes the deposit", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const before = Number((await client.user.getUserDetails()).data.userWallet?.amount);
    const answer = await client.payments.deposit({
      paymentMethodId: 2,
      amount: 35,
      currencyCode: "EUR",
      returnUrl: RETURN_URL,
      card: THREE_DS_CARD,
    });
    expect(answer.data.status).toBe("3ds");
    expect(answer.data.redirectUrl).toContain("/__provider/3ds/");
    expect(answer.data.PaReq).toBeUndefined();
    expect(await (await fetch(answer.data.redirectUrl ?? "")).text()).toContain("Confirm payment");
    const confirmed = await pressOnPage(answer.data.redirectUrl, "answer", "confirm");
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.headers.get("location") ?? "");
    expect(back.searchParams.get("modal")).toBe("deposit-3ds-success");
    expect(back.searchParams.get("met")).toBe("mastercard");
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before);
    await client.payments.postThreeDsWebhook({
      PaReq: back.searchParams.get("PaReq") ?? "",
      MD: back.searchParams.get("MD") ?? "",
    });
    expect(Number((await client.user.getUserDetails()).data.userWallet?.amount)).toBe(before + 35);
    expect(
      (await refusalOf(client.payments.postThreeDsWebhook({ PaReq: "forged", MD: back.searchParams.get("MD") ?? "" })))
        .code,
    ).toBe("TRANSACTION_FAILED");
  });

  it("fails the deposit when the check fails on the issuer's page, and sends the player back to the failed modal", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const walletOf = async () => Number((await client.user.getUserDetails()).data.userWallet?.amount);
    const before = await walletOf();
    const answer = await client.payments.deposit({
      paymentMethodId: 2,
      amount: 40,
      currencyCode: "EUR",
      returnUrl: RETURN_URL,
      card: THREE_DS_CARD,
    });
    const failed = await pressOnPage(answer.data.redirectUrl, "answer", "fail");
    expect(failed.status).toBe(303);
    expect(new URL(failed.headers.get("location") ?? "").searchParams.get("modal")).toBe("deposit-failed");
    expect(await walletOf()).toBe(before);
    const rows = (await client.payments.getTransactions({ type: "deposit" })).data.rows;
    expect(rows.find((row) => row.id === answer.data.transactionId)?.status).toBe("failed");
    // The failed check is final: the issuer's page cannot be answered again.
    expect((await pressOnPage(answer.data.redirectUrl, "answer", "confirm")).status).toBe(409);
  });

  it("sends any other card to the provider's page", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const card = { number: "4111 1111 1111 1111", expiry: "12/29", cvc: "123", holderName: "Kim Kyc" };
    const answer = await client.payments.deposit({ paymentMethodId: 2, amount: 40, currencyCode: "EUR", card });
    expect(answer.data.redirectUrl).toContain("/__provider/checkout/");
    expect(answer.data.PaReq).toBeUndefined();
  });

  it("answers the spec's deposit error codes", async () => {
    const { client: kyc } = await loginAs(server, "kyc@demo.casino");
    expect(
      (await refusalOf(kyc.payments.deposit({ paymentMethodId: 1, amount: 6000, currencyCode: "EUR" }))).code,
    ).toBe("PAYMENT_PROVIDER_LIMIT_THRESHOLD");
    expect((await refusalOf(kyc.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "USD" }))).code).toBe(
      "PAYMENT_SERVICE_ERROR",
    );
    expect((await refusalOf(kyc.payments.deposit({ paymentMethodId: 12, amount: 50, currencyCode: "EUR" }))).code).toBe(
      "PROVIDER_ERROR",
    );
    expect(
      (await refusalOf(kyc.payments.deposit({ paymentMethodId: 3, amount: 50, currencyCode: "EUR", phone: "123" })))
        .code,
    ).toBe("PHONE_ERROR");
    const { client: unverified } = await loginAs(server, "unverified@demo.casino");
    expect(
      (await refusalOf(unverified.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
    ).toBe("REQUIRED_EMAIL_VERIFICATION");
    const { client: fresh } = await loginAs(server, "new@demo.casino");
    expect(
      (await refusalOf(fresh.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
    ).toBe("GLOBAL_ERROR");
    const { client: excluded } = await loginAs(server, "excluded@demo.casino");
    expect(
      (await refusalOf(excluded.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
    ).toBe("SELF_EXCLUDED");

    const { token } = await loginAs(server, "kyc@demo.casino");
    const zero = await rawCall(server, "POST", "/api/payment/deposit", {
      token,
      body: { paymentMethodId: 1, amount: 0, currencyCode: "EUR" },
    });
    expect(zero).toMatchObject({ status: 422, body: { errorCode: "AMOUNT_BELOW_ZERO" } });

    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "US" } });
    try {
      expect(
        (await refusalOf(kyc.payments.deposit({ paymentMethodId: 1, amount: 50, currencyCode: "EUR" }))).code,
      ).toBe("DEPOSIT_COUNTRY_BLOCK");
    } finally {
      await rawCall(server, "POST", "/__control/location", { body: { countryCode: "MT" } });
    }
  });
});

describe("deposits under attack", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function walletOf(client: Awaited<ReturnType<typeof loginAs>>["client"]): Promise<number> {
    return Number((await client.user.getUserDetails()).data.userWallet?.amount);
  }

  it("credits nothing for an outcome the deposit call names: the deposit waits for its provider", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    for (const outcome of ["success", "3ds"]) {
      const answer = await rawCall(server, "POST", "/api/payment/deposit", {
        token,
        body: { paymentMethodId: 1, amount: 50, currencyCode: "EUR", returnUrl: RETURN_URL, outcome },
      });
      expect(answer, outcome).toMatchObject({ status: 200, body: { data: { status: "pending" } } });
      const { redirectUrl } = (answer.body as { data: { redirectUrl: string } }).data;
      expect(redirectUrl).toContain("/__provider/checkout/");
      expect(redirectUrl).not.toContain("PaReq");
    }
    expect(await walletOf(client)).toBe(before);
  });

  it("takes no 3DS verdict from the player: a PaRes is ignored, and the webhook settles only what the issuer confirmed", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    const answer = await client.payments.deposit({
      paymentMethodId: 2,
      amount: 45,
      currencyCode: "EUR",
      card: THREE_DS_CARD,
    });
    // Before the issuer's page is answered there is no PaReq or MD to send, whatever PaRes says.
    const early = await rawCall(server, "POST", "/api/user/3ds-webhook", {
      token,
      body: { PaReq: "", MD: "", PaRes: "Y" },
    });
    expect(early).toMatchObject({ status: 422, body: { errorCode: "TRANSACTION_FAILED" } });
    // A check the issuer failed stays failed: nothing the player sends afterwards pays it.
    expect((await pressOnPage(answer.data.redirectUrl, "answer", "fail")).status).toBe(303);
    const late = await rawCall(server, "POST", "/api/user/3ds-webhook", {
      token,
      body: { PaReq: "guess", MD: "guess", PaRes: "Y" },
    });
    expect(late).toMatchObject({ status: 422, body: { errorCode: "TRANSACTION_FAILED" } });
    // Nor does the provider's checkout settle a deposit sent to the issuer: the link is signed for one page.
    const checkout = String(answer.data.redirectUrl).replace("/__provider/3ds/", "/__provider/checkout/");
    expect((await pressOnPage(checkout, "outcome", "success")).status).toBe(404);
    expect(await walletOf(client)).toBe(before);
  });

  it("refuses a deposit through a method the cashier does not offer the player: a tag it lacks, hidden", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    // 9: VIP bank wire, the `vip` tag only; 13: Sofort, hidden; 11: Neteller, the `high-roller` tag only.
    for (const paymentMethodId of [9, 13, 11]) {
      const refused = await refusalOf(client.payments.deposit({ paymentMethodId, amount: 600, currencyCode: "EUR" }));
      expect({ method: paymentMethodId, status: refused.status, code: refused.code }).toEqual({
        method: paymentMethodId,
        status: 422,
        code: "PROVIDER_ERROR",
      });
    }
  });

  it("refuses an amount with more decimals than the currency has: a tenth of a cent, a ninth crypto decimal", async () => {
    const { token } = await loginAs(server, "kyc@demo.casino");
    const fiat = await rawCall(server, "POST", "/api/payment/deposit", {
      token,
      body: { paymentMethodId: 1, amount: 10.001, currencyCode: "EUR" },
    });
    expect(fiat).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
    const { token: cryptoToken } = await loginAs(server, "crypto@demo.casino");
    const crypto = await rawCall(server, "POST", "/api/payment/deposit", {
      token: cryptoToken,
      body: { paymentMethodId: 7, amount: 0.123456789, currencyCode: "BTC" },
    });
    expect(crypto).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
  });

  it("makes MD random and bound to its deposit, so a guessed PaReq and MD settle nothing", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    const threeDs = await confirmedAtIssuer(client, 35);
    expect(threeDs.MD).not.toMatch(/^md-\d+$/);
    expect(threeDs.MD.length).toBeGreaterThanOrEqual(32);
    // A pending deposit paid at no provider: its id is easy to guess.
    const pending = await client.payments.deposit({ paymentMethodId: 1, amount: 500, currencyCode: "EUR" });
    const id = pending.data.transactionId;
    const guessed = await rawCall(server, "POST", "/api/user/3ds-webhook", {
      token,
      body: { PaReq: `pareq-${id}`, MD: `md-${id}` },
    });
    expect(guessed).toMatchObject({ status: 422, body: { errorCode: "TRANSACTION_FAILED" } });
    // The confirmed 3DS deposit waits for its webhook: nothing is credited yet.
    expect(await walletOf(client)).toBe(before);
  });

  it("settles only a deposit waiting for 3DS: a failed deposit's id is refused", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    const failed = await client.payments.deposit({ paymentMethodId: 1, amount: 400, currencyCode: "EUR" });
    await pressOnPage(failed.data.redirectUrl, "outcome", "failed");
    const id = failed.data.transactionId;
    const answer = await rawCall(server, "POST", "/api/user/3ds-webhook", {
      token,
      body: { PaReq: `pareq-${id}`, MD: `md-${id}` },
    });
    expect(answer.status).toBe(422);
    expect(await walletOf(client)).toBe(before);
  });

  it("settles a 3DS deposit once: the same PaReq and MD again are refused, and another player's are too", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    const { PaReq, MD } = await confirmedAtIssuer(client, 35);
    const proof = { PaReq, MD };
    const { token: otherToken } = await loginAs(server, "depositor@demo.casino");
    expect((await rawCall(server, "POST", "/api/user/3ds-webhook", { token: otherToken, body: proof })).status).toBe(
      422,
    );
    expect((await rawCall(server, "POST", "/api/user/3ds-webhook", { token, body: proof })).status).toBe(200);
    expect((await rawCall(server, "POST", "/api/user/3ds-webhook", { token, body: proof })).status).toBe(422);
    expect(await walletOf(client)).toBe(before + 35);
  });

  it("sends the player back only to the site's own origins: another host and javascript: are refused", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    for (const returnUrl of [
      "https://evil.example/deposit",
      "javascript:alert(document.cookie)",
      "http://localhost:3001/",
    ]) {
      const answer = await rawCall(server, "POST", "/api/payment/deposit", {
        token,
        body: { paymentMethodId: 1, amount: 50, currencyCode: "EUR", returnUrl },
      });
      expect(answer, returnUrl).toMatchObject({ status: 422, body: { errorCode: "RETURN_URL_NOT_ALLOWED" } });
    }
    expect(await walletOf(client)).toBe(before);
  });

  it("lets only the player or the signed checkout link settle a deposit at the stand-in provider", async () => {
    const { client, token } = await loginAs(server, "kyc@demo.casino");
    const before = await walletOf(client);
    const { data } = await client.payments.deposit({ paymentMethodId: 1, amount: 70, currencyCode: "EUR" });
    const bare = `${server.url}/__provider/checkout/${String(data.transactionId)}`;
    const forged = await fetch(bare, {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(404);
    const wrongSignature = await fetch(`${bare}?signature=${"0".repeat(64)}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      redirect: "manual",
    });
    expect(wrongSignature.status).toBe(404);
    expect(await walletOf(client)).toBe(before);
    const byThePlayer = await fetch(bare, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({ outcome: "success" }),
      redirect: "manual",
    });
    expect(byThePlayer.status).toBe(303);
    expect(await walletOf(client)).toBe(before + 70);
  });
});
