import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/players.ts";
import type { RunningServer } from "./server.ts";
import { clientFor, loginAs, refusalOf, startTestServer } from "./testing/test-server.ts";

// Every call answered here goes through the real @casino/api-client, so each answer is parsed by
// the client's own valibot schema: a shape that drifts from the contract fails these tests.
describe("contract: every call, parsed by @casino/api-client", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("serves content: texts, scripts, settings and categories", async () => {
    const client = clientFor(server);
    const texts = await client.content.getLocaleTexts({ locale: "en", hash: "seed-1" });
    expect(texts["rakeback.claim.title"]).toEqual(expect.any(String));
    const german = await client.content.getLocaleTexts({ locale: "de" });
    expect(Object.keys(german).sort()).toEqual(Object.keys(texts).sort());

    const anonymous = await client.content.getScripts({ enableAuthUsers: false, enableDepositors: false });
    expect(anonymous.data.map((script) => script.key)).toEqual(["demo-anonymous"]);
    const depositor = await client.content.getScripts({ enableAuthUsers: true, enableDepositors: true });
    expect(depositor.data.map((script) => script.key)).toEqual([
      "demo-anonymous",
      "demo-authenticated",
      "demo-depositor",
    ]);

    const settings = await client.content.getSettings();
    expect(settings.data.theme).toBe("curacao");
    expect(settings.data.excludedCountryCodeList).toContain("US");

    const categories = await client.content.getCategoryList({ locale: "de" });
    expect(categories.data.topCategoryList.find((category) => category.slug === "popular")?.name).toBe("Beliebt");
  });

  it("serves the game catalogue: a page of games, one game and the providers", async () => {
    const client = clientFor(server);
    const page = await client.games.list({ category: "live-casino", sort: "maxBet" });
    expect(page.data.rows.length).toBeGreaterThan(0);
    const game = await client.games.get(page.data.rows[0]?.slug ?? "");
    expect(game.data.categories).toContain("live-casino");
    expect((await client.games.providers()).data.rows.length).toBe(12);
  });

  it("serves countries, currencies, location and registration fields", async () => {
    const client = clientFor(server);
    const countries = await client.location.getCountries();
    expect(countries.countries.rows.find((country) => country.code === "MT")).toMatchObject({
      phoneCode: "356",
      flag: "/api/core/casino/assets/flags/mt.svg",
    });
    const currencies = await client.location.getCurrencies();
    expect(currencies.data.filter((currency) => currency.isCrypto).map((currency) => currency.code)).toContain("BTC");
    const location = await client.location.getLocation();
    expect(location.data.country.code).toBe("MT");
    const fields = await client.location.getRegistrationFields();
    expect(fields.data.username).toBe(0);
    expect(fields.data.email).toBe(1);
    const blocked = await client.location.reportCountryBlocked({
      ip: "203.0.113.9",
      country: "US",
      firstUrl: "/casino",
    });
    expect(blocked.success).toBe(true);
  });

  it("signs up, logs in, reads and updates the user, and logs out", async () => {
    const anonymous = clientFor(server);
    const signUp = await anonymous.session.signUp({
      email: "contract@example.com",
      password: "Secret1!",
      dateOfBirth: "1990-01-01",
      currencyCode: "EUR",
      countryCode: "MT",
      firstName: "Con",
      lastName: "Tract",
    });
    expect(signUp.accessToken).toEqual(expect.any(String));
    expect(signUp.createUser?.email).toBe("contract@example.com");

    const { client } = await loginAs(server, "depositor@demo.casino");
    const details = await client.user.getUserDetails();
    expect(details.data.depositCount).toBe(3);
    expect(details.data.userWallet?.totalAmount).toBe(250);

    const { client: fresh } = await loginAs(server, "new@demo.casino");
    const updated = await fresh.user.updateUserDetails({
      updateFrom: "Profile Page",
      city: "Sliema",
      zipCode: "SLM 1000",
      address: "2 Tower Road",
      countryCode: "MT",
    });
    expect(updated.success).toBe(true);
    expect((await fresh.user.getUserDetails()).data.getUser.city).toBe("Sliema");

    expect((await anonymous.user.resetPassword({ email: "new@demo.casino" })).success).toBe(true);
    // The player's own credentials, to the player's own mailbox, with the player's session.
    const own = { email: "new@demo.casino", login: "new@demo.casino", password: DEMO_PASSWORD };
    expect((await fresh.user.sendCredentials(own)).success).toBe(true);
    const { client: unverified } = await loginAs(server, "unverified@demo.casino");
    expect((await unverified.user.resendVerificationEmail()).success).toBe(true);
    expect((await client.events.logEvent({ event: "PAGE_VIEW", data: { path: "/" } })).success).toBe(true);

    const { client: leaving } = await loginAs(server, "kyc@demo.casino");
    expect((await leaving.session.logout("USER_INITIATED")).success).toBe(true);
    expect((await refusalOf(leaving.user.getUserDetails())).status).toBe(403);
  });

  it("lists promotions and the player's bonuses, and activates, claims and cancels", async () => {
    const anonymous = clientFor(server);
    const all = await anonymous.bonus.getAllBonus({ pageNo: 1, limit: 24 });
    expect(all.data.bonus.rows.map((row) => row.bonusType)).toEqual(
      expect.arrayContaining(["deposit", "freespins", "no_deposit", "instant_cashback"]),
    );
    const monday = await anonymous.bonus.getAllBonus({ dayOfWeek: 1 });
    expect(monday.data.bonus.rows.every((row) => Array.isArray(row.calendarDays) && row.calendarDays.includes(1))).toBe(
      true,
    );

    const { client } = await loginAs(server, "bonus@demo.casino");
    const mine = await client.bonus.getUserBonus();
    expect(mine.data.bonus.rows[0]?.status).toBe("active");
    const cancelled = await client.bonus.cancelBonus({ bonusId: 1 });
    expect(cancelled.success).toBe(true);

    const { client: crypto } = await loginAs(server, "crypto@demo.casino");
    const coupon = await crypto.bonus.applyCoupon({ couponCode: "spring25" });
    expect(coupon.data?.userBonus?.bonusAmount).toBe(25);
    const claim = await refusalOf(crypto.bonus.claimBonus({ bonusId: 9 }));
    expect(claim.code).toBe("WAGER_NOT_COMPLETE");
  });

  it("serves rakeback days, claims one, and serves the cashback award", async () => {
    const { client, userId } = await loginAs(server, "depositor@demo.casino");
    const days = await client.rakeback.getRakebackDays({ userId, bonusId: 100 });
    expect(days.data).toHaveLength(28);
    const today = days.data.find((day) => day.showButton === true);
    if (!today) throw new Error("the depositor has a day to claim");
    const claim = await client.rakeback.claimRakeback({
      bonusId: 100,
      claimDate: today.dayDate,
      customerDate: server.context.clock.now().toISOString(),
      timeZone: "UTC",
    });
    expect(claim.data?.amount).toBe(today.amount);
    const award = await client.rakeback.getCalendarAward({ userId });
    expect(award.data.userCalendarData).toMatchObject({ percent: 10 });
    expect((await refusalOf(client.rakeback.claimReward({}))).code).toBe("NO_CASHBACK");
  });

  it("serves payments, deposits, withdraws, cancels and lists transactions", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const methods = await client.payments.getPaymentMethods({ currencyCode: "EUR", countryCode: "DE", cacheBuster: 1 });
    expect(methods.length).toBeGreaterThan(10);
    const withdrawal = await client.payments.withdraw({ paymentMethodId: 3, amount: 10, email: "kyc@demo.casino" });
    const id = withdrawal.data?.transaction?.id;
    if (id === undefined) throw new Error("the withdrawal has an id");
    expect(withdrawal.data?.transaction?.status).toBe("pending");
    expect((await client.payments.cancelWithdrawal({ transactionId: id })).success).toBe(true);
    const deposit = await client.payments.deposit({
      paymentMethodId: 1,
      amount: 50,
      currencyCode: "EUR",
      returnUrl: "http://localhost:3000/deposit",
    });
    expect(deposit.data.redirectUrl).toContain("/__provider/checkout/");
    const threeDs = await client.payments.deposit({
      paymentMethodId: 2,
      amount: 20,
      currencyCode: "EUR",
      card: { number: "4000 0000 0000 3220", expiry: "12/29", cvc: "123", holderName: "Kim Kyc" },
    });
    const confirmed = await fetch(threeDs.data.redirectUrl ?? "", {
      method: "POST",
      body: new URLSearchParams({ answer: "confirm" }),
      redirect: "manual",
    });
    const back = new URL(confirmed.headers.get("location") ?? "");
    expect(
      (
        await client.payments.postThreeDsWebhook({
          PaReq: back.searchParams.get("PaReq") ?? "",
          MD: back.searchParams.get("MD") ?? "",
        })
      ).success,
    ).toBe(true);

    const calc = await client.payments.calculateCryptoWithdrawal({
      amount: 100,
      currencyCode: "EUR",
      cryptoCurrency: "BTC",
    });
    expect(calc.data.cryptoAmount).toBeGreaterThan(0);
    const history = await client.payments.getTransactions({ type: "deposit" });
    expect(history.data.rows.every((row) => row.type === "deposit")).toBe(true);
  });

  it("serves documents and uploads one", async () => {
    const { client } = await loginAs(server, "depositor@demo.casino");
    const labels = await client.documents.getDocumentLabels();
    expect(labels.data.map((label) => label.key)).toEqual(["identity", "address", "payment"]);
    const upload = await client.documents.uploadDocument({
      file: new Blob(["%PDF-1.4"], { type: "application/pdf" }),
      fileName: "passport.pdf",
      documentLabelId: 1,
      side: "front",
    });
    expect(upload.data?.status).toBe("pending");
    const documents = await client.documents.getDocuments();
    expect(documents.data[0]?.fileName).toBe("passport.pdf");
  });

  it("serves, sets and removes limits", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    expect((await client.limits.setLimit({ type: "deposit", period: 0, amount: 1 })).success).toBe(true);
    const limits = await client.limits.getLimits();
    expect(limits.data.limits).toContainEqual(expect.objectContaining({ type: "deposit", period: 0, amount: 1 }));
    expect((await client.limits.removeLimit({ type: "deposit", period: 0 })).success).toBe(true);
  });
});
