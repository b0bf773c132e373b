import { describe, expect, it } from "vitest";
import { DEFAULT_CORS_ORIGIN, DEFAULT_DATABASE_PATH, DEFAULT_HOST, PASSWORD_HASH_COST, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("defaults to port 4000, the data folder, control off, the site's origin and a 5 s ticker", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databasePath: DEFAULT_DATABASE_PATH,
      controlEnabled: false,
      corsOrigins: [DEFAULT_CORS_ORIGIN],
      tickerIntervalMs: 5000,
    });
    expect(DEFAULT_DATABASE_PATH).toMatch(/apps\/reference-api\/data\/reference-api\.sqlite$/);
    expect(config.visitorLocation.countryCode).toBe("MT");
    expect(config.clockStart).toBeUndefined();
  });

  it("listens on this machine only, with no control or system token, the site's origin for returns, scrypt at 2^17", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      host: DEFAULT_HOST,
      controlToken: undefined,
      systemToken: undefined,
      returnOrigins: [DEFAULT_CORS_ORIGIN],
      trustProxy: false,
      forwardingSecret: undefined,
      passwordHashCost: PASSWORD_HASH_COST,
    });
    expect(DEFAULT_HOST).toBe("127.0.0.1");
    expect(2 ** config.passwordHashCost).toBeGreaterThanOrEqual(2 ** 17);
  });

  it("takes a lower scrypt cost only on a test server with the control endpoints on, and never under 2^10", () => {
    expect(readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "18" }).passwordHashCost).toBe(18);
    expect(() => readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "10" })).toThrow(/REFERENCE_API_CONTROL=1/);
    expect(() => readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "10", REFERENCE_API_CONTROL: "0" })).toThrow(
      /test servers only/,
    );
    expect(readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "10", REFERENCE_API_CONTROL: "1" }).passwordHashCost).toBe(
      10,
    );
    expect(() => readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "9", REFERENCE_API_CONTROL: "1" })).toThrow();
    expect(() => readConfig({ REFERENCE_API_PASSWORD_HASH_COST: "23" })).toThrow(/22 at most/);
  });

  it("reads the security variables, return origins defaulting to the CORS origins", () => {
    const config = readConfig({
      HOST: "0.0.0.0",
      REFERENCE_API_CORS_ORIGIN: "https://brand.example",
      REFERENCE_API_CONTROL_TOKEN: " control-secret ",
      REFERENCE_API_SYSTEM_TOKEN: "system-secret",
      REFERENCE_API_TRUST_PROXY: "1",
      REFERENCE_API_FORWARDING_SECRET: " forwarding-secret ",
    });
    expect(config).toMatchObject({
      host: "0.0.0.0",
      controlToken: "control-secret",
      systemToken: "system-secret",
      returnOrigins: ["https://brand.example"],
      trustProxy: true,
      forwardingSecret: "forwarding-secret",
    });
    expect(
      readConfig({ REFERENCE_API_RETURN_ORIGINS: "https://brand.example, https://mirror.example/" }).returnOrigins,
    ).toEqual(["https://brand.example", "https://mirror.example"]);
  });

  it("refuses an origin that is not one (a path, a bare host)", () => {
    expect(() => readConfig({ REFERENCE_API_RETURN_ORIGINS: "https://brand.example/deposit" })).toThrow(
      /REFERENCE_API_RETURN_ORIGINS/,
    );
    expect(() => readConfig({ REFERENCE_API_CORS_ORIGIN: "brand.example" })).toThrow(/REFERENCE_API_CORS_ORIGIN/);
  });

  it("reads every variable", () => {
    const config = readConfig({
      PORT: "0",
      REFERENCE_API_DB: ":memory:",
      REFERENCE_API_CONTROL: "1",
      REFERENCE_API_CORS_ORIGIN: "https://brand.example, http://localhost:3100",
      REFERENCE_API_TICKER_MS: "0",
      REFERENCE_API_COUNTRY: "de",
      REFERENCE_API_SUBDIVISIONS: "st",
      REFERENCE_API_IP: "198.51.100.1",
      REFERENCE_API_CLOCK_START: "2026-11-30T03:30:00+01:00",
    });
    expect(config).toMatchObject({
      port: 0,
      databasePath: ":memory:",
      controlEnabled: true,
      corsOrigins: ["https://brand.example", "http://localhost:3100"],
      tickerIntervalMs: 0,
    });
    expect(config.visitorLocation).toMatchObject({ countryCode: "DE", subdivisions: ["ST"], ip: "198.51.100.1" });
    expect(config.clockStart?.toISOString()).toBe("2026-11-30T02:30:00.000Z");
  });

  it("refuses a clock start that is not an instant with its offset", () => {
    expect(() => readConfig({ REFERENCE_API_CLOCK_START: "2026-11-30T03:30:00" })).toThrow(/REFERENCE_API_CLOCK_START/);
    expect(() => readConfig({ REFERENCE_API_CLOCK_START: "tomorrow" })).toThrow(/REFERENCE_API_CLOCK_START/);
    expect(readConfig({ REFERENCE_API_CLOCK_START: "2026-11-30T23:59:00Z" }).clockStart?.toISOString()).toBe(
      "2026-11-30T23:59:00.000Z",
    );
  });

  it("keeps control off for anything but 1, and refuses a port that is not a number", () => {
    expect(readConfig({ REFERENCE_API_CONTROL: "true" }).controlEnabled).toBe(false);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
