import { describe, expect, it } from "vitest";
import { DEFAULT_CORS_ORIGIN, DEFAULT_DATABASE_PATH, readConfig } from "./config.ts";

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
