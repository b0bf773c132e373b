import { isRestrictedLocation } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, rawCall, startTestServer } from "../testing/test-server.ts";

describe("location over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the reverse lookup with the country at the browser's coordinates", async () => {
    const berlin = await rawCall(server, "GET", "/geo/reverse?latitude=52.5&longitude=13.4");
    expect(berlin.body).toMatchObject({
      countryCode: "DE",
      principalSubdivisionCode: "DE-BE",
      address: { country_code: "de" },
    });
    const magdeburg = await rawCall(server, "GET", "/geo/reverse?latitude=52.13&longitude=11.62");
    expect(magdeburg.body).toMatchObject({ countryCode: "DE", principalSubdivisionCode: "DE-ST" });
    const valletta = await rawCall(server, "GET", "/geo/reverse?latitude=35.9&longitude=14.5");
    expect(valletta.body).toMatchObject({ countryCode: "MT" });
  });

  it("gives the visitor set by control a location the domain rule restricts, and lifts it for a whitelisted IP", async () => {
    const client = clientFor(server);
    const settings = (await client.content.getSettings()).data;
    const check = async () => {
      const { data } = await client.location.getLocation();
      return isRestrictedLocation({
        countryCode: data.country.code,
        subdivisions: data.ipInfo?.subdivisions ?? [],
        ip: data.ip,
        excludedCountryCodes: settings.excludedCountryCodeList ?? [],
        whitelistedIps: settings.whitelistedIPs ?? [],
      });
    };
    expect(await check()).toBe(false);
    await rawCall(server, "POST", "/__control/location", {
      body: { countryCode: "DE", subdivisions: ["ST"], ip: "203.0.113.50" },
    });
    expect(await check()).toBe(true);
    await rawCall(server, "POST", "/__control/location", {
      body: { countryCode: "US", subdivisions: [], ip: "198.51.100.7" },
    });
    expect(await check()).toBe(false);
    await rawCall(server, "POST", "/__control/reset");
  });

  it("records each country-blocked report, by POST or PUT", async () => {
    const client = clientFor(server);
    await client.location.reportCountryBlocked({ ip: "203.0.113.77", country: "FR", firstUrl: "/promotions" });
    await client.location.reportCountryBlocked({ ip: "203.0.113.78", country: "US" }, { method: "put" });
    const reports = server.context.store.events.list("COUNTRY_BLOCKED").map((event) => event.data);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ip: "203.0.113.77", country: "FR", firstUrl: "/promotions" }),
        expect.objectContaining({ ip: "203.0.113.78" }),
      ]),
    );
  });

  it("refuses sign-up from a restricted country", async () => {
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "FR" } });
    try {
      const answer = await rawCall(server, "POST", "/api/user/sign-up", {
        body: { email: "blocked@example.com", password: "Secret1!", dateOfBirth: "1990-01-01" },
      });
      expect(answer).toMatchObject({ status: 422, body: { errorCode: "COUNTRY_RESTRICTED" } });
      expect(server.context.store.players.byEmail("blocked@example.com")).toBeUndefined();
    } finally {
      await rawCall(server, "POST", "/__control/reset");
    }
  });
});

describe("registration windows", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "DE" } });
  });
  afterAll(() => server.close());

  it("closes sign-up from Germany on mobile between 01:00 and 05:00, and not on desktop", async () => {
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-08T02:00:00.000Z" } });
    const mobile = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "night@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "mobile" },
    });
    expect(mobile).toMatchObject({ status: 422, body: { errorCode: "REGISTRATION_CLOSED" } });
    const desktop = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "night@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "desktop" },
    });
    expect(desktop.status).toBe(200);
    await rawCall(server, "POST", "/__control/time", { body: { now: "2030-01-08T06:00:00.000Z" } });
    const morning = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "morning@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "mobile" },
    });
    expect(morning.status).toBe(200);
  });
});

describe("registration windows at 03:30 UTC, the hour the desktop window closes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ clockStart: new Date("2026-11-30T03:30:00.000Z") });
  });
  afterAll(() => server.close());

  it("refuses a desktop sign-up from Germany and accepts one from Malta", async () => {
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "DE" } });
    const germany = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "early@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "desktop" },
    });
    expect(germany).toMatchObject({ status: 422, body: { errorCode: "REGISTRATION_CLOSED" } });
    expect(server.context.store.players.byEmail("early@example.com")).toBeUndefined();

    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "MT" } });
    const malta = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { email: "early@example.com", password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "desktop" },
    });
    expect(malta.status).toBe(200);
  });
});

describe("a mirror domain's registration windows", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // 23:00 UTC: inside the seeded mirror 127.0.0.1's window for Austria on mobile (22:00 to 06:00).
    server = await startTestServer({ clockStart: new Date("2026-11-30T23:00:00.000Z") });
    await rawCall(server, "POST", "/__control/location", { body: { countryCode: "AT" } });
  });
  afterAll(() => server.close());

  it("refuses a mobile sign-up from Austria on that mirror, and takes it on the main domain and on desktop", async () => {
    const body = { password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "mobile" };
    const onMirror = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "mirror@example.com", mirrorDomainFk: 2 },
    });
    expect(onMirror).toMatchObject({ status: 422, body: { errorCode: "REGISTRATION_CLOSED" } });
    expect(server.context.store.players.byEmail("mirror@example.com")).toBeUndefined();

    const onMain = await rawCall(server, "POST", "/api/user/sign-up", { body: { ...body, email: "main@example.com" } });
    expect(onMain.status).toBe(200);
    const onDesktop = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "desk@example.com", mirrorDomainFk: 2, userDeviceType: "desktop" },
    });
    expect(onDesktop.status).toBe(200);
  });

  it("keeps a username, a gender and a promo code given at sign-up, and refuses a malformed username", async () => {
    const body = { password: "Secret1!", dateOfBirth: "1990-01-01", userDeviceType: "desktop" };
    const refused = await rawCall(server, "POST", "/api/user/sign-up", {
      body: { ...body, email: "bad.name@example.com", username: "no ra" },
    });
    expect(refused.status).toBe(400);
    const kept = await rawCall(server, "POST", "/api/user/sign-up", {
      body: {
        ...body,
        email: "named@example.com",
        username: "nora_v",
        gender: "female",
        promoCode: "SPRING25",
        city: "Graz",
      },
    });
    expect(kept.status).toBe(200);
    expect(server.context.store.players.byEmail("named@example.com")?.profile).toMatchObject({
      nickname: "nora_v",
      gender: "female",
      promoCode: "SPRING25",
      city: "Graz",
    });
  });
});
