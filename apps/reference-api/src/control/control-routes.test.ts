import { createApiClient } from "@casino/api-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import type { RunningServer } from "../server.ts";
import { clientFor, loginAs, rawCall, refusalOf, startTestServer, TEST_CLOCK_START } from "../testing/test-server.ts";

describe("control endpoints, absent unless REFERENCE_API_CONTROL=1", () => {
  it("answers 404 with a clear body when control is off", async () => {
    const server = await startTestServer({ controlEnabled: false });
    try {
      for (const [method, path] of [
        ["POST", "/__control/reset"],
        ["PATCH", "/__control/settings"],
        ["POST", "/__control/faults"],
        ["GET", "/__control/state"],
      ] as const) {
        const answer = await rawCall(server, method, path, method === "GET" ? {} : { body: {} });
        expect(answer).toMatchObject({ status: 404, body: { success: false, errorCode: "CONTROL_DISABLED" } });
      }
    } finally {
      await server.close();
    }
  });
});

describe("control endpoints", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await rawCall(server, "DELETE", "/__control/faults");
  });
  afterAll(() => server.close());

  it("sets the visitor's location and IP that get-location answers", async () => {
    await rawCall(server, "POST", "/__control/location", {
      body: { countryCode: "de", subdivisions: ["ST"], ip: "198.51.100.7" },
    });
    const { data } = await clientFor(server).location.getLocation();
    expect(data).toMatchObject({ ip: "198.51.100.7", country: { code: "DE" }, ipInfo: { subdivisions: ["ST"] } });
    expect((await rawCall(server, "POST", "/__control/location", { body: { countryCode: "Germany" } })).status).toBe(
      400,
    );
  });

  it("patches settings: a theme switch shows in settings2", async () => {
    await rawCall(server, "PATCH", "/__control/settings", { body: { theme: "wincraft", navigationSystem: "panel" } });
    const { data } = await clientFor(server).content.getSettings();
    expect(data).toMatchObject({ theme: "wincraft", navigationSystem: "panel", brandName: "Demo Casino" });
  });

  it("patches the registration fields get-registration-fields answers", async () => {
    await rawCall(server, "PATCH", "/__control/registration-fields", { body: { username: 1, promoCode: 0 } });
    const fields = await rawCall(server, "GET", "/api/admin/get-registration-fields");
    expect(JSON.stringify(fields.body)).toMatch(/"username":1/);
    expect(JSON.stringify(fields.body)).toMatch(/"promoCode":0/);
  });

  it("adds a script to the list the segment's visitors get", async () => {
    await rawCall(server, "POST", "/__control/scripts", {
      body: { key: "tag-manager", segment: "authenticated", head: "<script>window.x = 1</script>" },
    });
    const anonymous = await clientFor(server).content.getScripts({ enableAuthUsers: false, enableDepositors: false });
    const signedIn = await clientFor(server).content.getScripts({ enableAuthUsers: true, enableDepositors: false });
    expect(anonymous.data.map((script) => script.key)).not.toContain("tag-manager");
    expect(signedIn.data.find((script) => script.key === "tag-manager")).toMatchObject({
      head: "<script>window.x = 1</script>",
    });
    await rawCall(server, "POST", "/__control/reset");
  });

  it("adds wagering to a player's active bonus until it can be claimed as cash", async () => {
    const { client } = await loginAs(server, "bonus@demo.casino");
    const [active] = (await client.bonus.getUserBonus({ status: "active" })).data.bonus.rows;
    expect(active).toMatchObject({ wagerLeft: 5250, wageredAmount: 0 });
    const refused = await refusalOf(client.bonus.claimBonus({ bonusId: active?.id ?? 0 }));
    expect(refused.code).toBe("WAGER_NOT_COMPLETE");

    const answer = await rawCall(server, "POST", "/__control/bonus-wagering", {
      body: { email: "bonus@demo.casino", amount: 5250 },
    });
    expect(answer.body).toMatchObject({ data: { userBonus: { wagerLeft: 0, wageredAmount: 5250 } } });
    const claimed = await client.bonus.claimBonus({ bonusId: active?.id ?? 0 });
    expect(claimed.data?.amount).toBe(150);
    await rawCall(server, "POST", "/__control/reset");
  });

  it("sets a player's KYC status on its own, as a platform whose review lags would have it", async () => {
    const { client } = await loginAs(server, "kyc@demo.casino");
    const answer = await rawCall(server, "POST", "/__control/kyc-status", {
      body: { email: "kyc@demo.casino", status: "PENDING" },
    });
    expect(answer.status).toBe(200);
    expect((await client.user.getUserDetails()).data.getUser.kycStatus).toBe("PENDING");
    expect((await client.documents.getDocuments()).data.every((document) => document.status === "confirmed")).toBe(
      true,
    );
    const unknown = await rawCall(server, "POST", "/__control/kyc-status", {
      body: { email: "nobody@demo.casino", status: "APPROVED" },
    });
    expect(unknown.status).toBe(404);
    await rawCall(server, "POST", "/__control/reset");
  });

  it("settles a UPI deposit paid outside the site as the provider reports it, once", async () => {
    const { client } = await loginAs(server, "upipaid@demo.casino");
    const walletOf = async () => Number((await client.user.getUserDetails()).data.userWallet?.amount);
    const before = await walletOf();
    const deposit = await client.payments.deposit({
      paymentMethodId: 4,
      amount: 100,
      currencyCode: "INR",
      phone: "9876543211",
    });
    expect(deposit.data.qrCode).toBeTruthy();
    const path = `/__control/deposits/${String(deposit.data.transactionId)}/outcome`;
    expect((await rawCall(server, "POST", path, { body: { outcome: "success" } })).status).toBe(200);
    expect(await walletOf()).toBe(before + 100);
    expect((await rawCall(server, "POST", path, { body: { outcome: "success" } })).status).toBe(409);
    expect(
      (await rawCall(server, "POST", "/__control/deposits/999999/outcome", { body: { outcome: "success" } })).status,
    ).toBe(404);
  });

  it("refuses wagering for a player without an active bonus", async () => {
    const answer = await rawCall(server, "POST", "/__control/bonus-wagering", {
      body: { email: "new@demo.casino", amount: 10 },
    });
    expect(answer).toMatchObject({ status: 404, body: { errorCode: "BONUS_NOT_FOUND" } });
  });

  it("injects a status per path, for a number of times", async () => {
    await rawCall(server, "POST", "/__control/faults", {
      body: { path: "/api/admin/get-currencies", status: 503, times: 1 },
    });
    const client = clientFor(server);
    const error = await refusalOf(client.location.getCurrencies());
    expect(error.status).toBe(503);
    expect((await client.location.getCurrencies()).data.length).toBeGreaterThan(0);
  });

  it("injects a 403 that the client treats as an expired session", async () => {
    const expired: string[] = [];
    const { token } = await loginAs(server, "kyc@demo.casino");
    const client = createApiClient({
      baseUrl: server.url,
      getToken: () => token,
      onSessionExpired: ({ endpoint }) => expired.push(endpoint),
    });
    await rawCall(server, "POST", "/__control/faults", { body: { path: "/api/user/get-user-details", status: 403 } });
    expect((await refusalOf(client.user.getUserDetails())).status).toBe(403);
    expect(expired).toEqual(["userDetails"]);
  });

  it("injects a malformed body, a delay past the timeout, and a dropped connection", async () => {
    const client = clientFor(server);
    await rawCall(server, "POST", "/__control/faults", {
      body: { path: "/api/admin/get-all-country", malformed: true },
    });
    expect((await refusalOf(client.location.getCountries())).kind).toBe("invalid-response");

    await rawCall(server, "POST", "/__control/faults", { body: { path: "/api/admin/get-location", delayMs: 1000 } });
    const impatient = createApiClient({ baseUrl: server.url, timeoutMs: 100 });
    expect((await refusalOf(impatient.location.getLocation())).kind).toBe("timeout");

    await rawCall(server, "POST", "/__control/faults", {
      body: { path: "/api/admin/get-registration-fields", dropSocket: true },
    });
    expect((await refusalOf(client.location.getRegistrationFields())).kind).toBe("network");
  });

  it("only faults the method it names", async () => {
    await rawCall(server, "POST", "/__control/faults", {
      body: { path: "/api/user/country-blocked", method: "PUT", status: 500 },
    });
    const client = clientFor(server);
    expect(
      (await client.location.reportCountryBlocked({ ip: "1.2.3.4", country: "US" }, { method: "post" })).success,
    ).toBe(true);
    expect(
      (await refusalOf(client.location.reportCountryBlocked({ ip: "1.2.3.4", country: "US" }, { method: "put" })))
        .status,
    ).toBe(500);
  });

  it("sets the current time, and resets it to the configured start", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2031-06-01T08:00:00.000Z" } });
    expect(server.context.clock.now().toISOString().slice(0, 13)).toBe("2031-06-01T08");
    expect((await rawCall(server, "POST", "/__control/time", { body: { now: "tomorrow" } })).status).toBe(400);
    await rawCall(server, "DELETE", "/__control/time");
    const sinceStart = server.context.clock.now().getTime() - TEST_CLOCK_START.getTime();
    expect(sinceStart).toBeGreaterThanOrEqual(0);
    expect(sinceStart).toBeLessThan(5000);
  });

  it("resets to the seed: players, settings, faults, location", async () => {
    const anonymous = clientFor(server);
    await anonymous.session.signUp({ email: "temporary@example.com", password: "Secret1!", dateOfBirth: "1990-01-01" });
    await rawCall(server, "PATCH", "/__control/settings", { body: { theme: "lulu" } });
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "US" } });
    await rawCall(server, "POST", "/__control/reset");
    expect(server.context.store.players.byEmail("temporary@example.com")).toBeUndefined();
    expect((await anonymous.content.getSettings()).data.theme).toBe("curacao");
    expect((await anonymous.location.getLocation()).data.country.code).toBe("MT");
    expect((await loginAs(server, "depositor@demo.casino")).token).toEqual(expect.any(String));
  });
});

describe("control endpoints under attack", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ controlToken: "test-control-token" });
  });
  afterAll(() => server.close());

  async function settingsTheme(): Promise<unknown> {
    const state = await rawCall(server, "GET", "/__control/state", {
      headers: { "x-control-token": "test-control-token" },
    });
    return (state.body as { data: { settings: { theme: string } } }).data.settings.theme;
  }

  it("refuses a cross-site form or no-cors post, which cannot send JSON, and changes nothing", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const answer = await fetch(`${server.url}/__control/settings`, {
        method: "PATCH",
        headers: { "content-type": contentType, "x-control-token": "test-control-token" },
        body: JSON.stringify({ theme: "lulu" }),
      });
      expect(answer.status, contentType).toBe(415);
      const post = await fetch(`${server.url}/__control/reset`, {
        method: "POST",
        headers: { "content-type": contentType, "x-control-token": "test-control-token" },
        body: "{}",
      });
      expect(post.status, contentType).toBe(415);
    }
    expect(await settingsTheme()).toBe("curacao");
  });

  it("refuses a call without the control token, or with a wrong one, with 401", async () => {
    for (const headers of [{}, { "x-control-token": "guessed" }] as Record<string, string>[]) {
      const answer = await fetch(`${server.url}/__control/settings`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ theme: "lulu" }),
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ errorCode: "CONTROL_TOKEN_REQUIRED" });
    }
    expect(await settingsTheme()).toBe("curacao");
  });
});

describe("where the server listens", () => {
  it("listens on 127.0.0.1 unless told otherwise, out of reach of other machines", async () => {
    const server = await startTestServer({ host: readConfig({}).host });
    try {
      expect(server.address).toBe("127.0.0.1");
    } finally {
      await server.close();
    }
  });
});
