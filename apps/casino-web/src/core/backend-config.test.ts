import { describe, expect, it } from "vitest";
import { publicBackendConfig, readBackendConfig, REFERENCE_API_URL } from "./backend-config";

describe("readBackendConfig", () => {
  it("talks to the reference API when nothing is configured", () => {
    expect(readBackendConfig({})).toEqual({
      apiUrl: REFERENCE_API_URL,
      coreUrl: REFERENCE_API_URL,
      socketUrl: REFERENCE_API_URL,
      reverseGeocodeUrl: `${REFERENCE_API_URL}/geo/reverse`,
      defaultTheme: "curacao",
      systemToken: undefined,
      timeoutMs: 15_000,
      forwardingSecret: undefined,
      trustedProxies: [],
      guestReadReuseMs: 5_000,
      renderedReadsWaitMs: 3_000,
    });
  });

  it("reads how long a page waits for the player's data it draws, and ignores what is no positive whole number", () => {
    expect(readBackendConfig({ CASINO_RENDERED_READS_WAIT_MS: "800" }).renderedReadsWaitMs).toBe(800);
    for (const value of ["", "0", "-1", "1.5", "soon"]) {
      expect(readBackendConfig({ CASINO_RENDERED_READS_WAIT_MS: value }).renderedReadsWaitMs, value).toBe(3_000);
    }
  });

  it("reads how long a guest's render reuses a read, 0 for never, and ignores what is no whole number", () => {
    expect(readBackendConfig({ CASINO_GUEST_READ_REUSE_MS: "0" }).guestReadReuseMs).toBe(0);
    expect(readBackendConfig({ CASINO_GUEST_READ_REUSE_MS: "2000" }).guestReadReuseMs).toBe(2_000);
    for (const value of ["", "-1", "1.5", "soon"]) {
      expect(readBackendConfig({ CASINO_GUEST_READ_REUSE_MS: value }).guestReadReuseMs, value).toBe(5_000);
    }
  });

  it("uses the configured API for core and socket calls unless their hosts are given", () => {
    const config = readBackendConfig({ CASINO_API_URL: "https://api.brand.test/" });
    expect(config.coreUrl).toBe("https://api.brand.test");
    expect(config.socketUrl).toBe("https://api.brand.test");
    const split = readBackendConfig({
      CASINO_API_URL: "https://api.brand.test",
      CASINO_CORE_URL: "https://core.brand.test",
      CASINO_SOCKET_URL: "wss://live.brand.test",
    });
    expect(split.coreUrl).toBe("https://core.brand.test");
    expect(split.socketUrl).toBe("wss://live.brand.test");
  });

  it("uses the configured reverse-geocoding service for the location re-check", () => {
    expect(readBackendConfig({ CASINO_API_URL: "https://api.brand.test" }).reverseGeocodeUrl).toBe(
      "https://api.brand.test/geo/reverse",
    );
    expect(readBackendConfig({ CASINO_REVERSE_GEOCODE_URL: "https://geo.brand.test/reverse" }).reverseGeocodeUrl).toBe(
      "https://geo.brand.test/reverse",
    );
  });

  it("reads the default theme and the system token", () => {
    const config = readBackendConfig({ CASINO_DEFAULT_THEME: "lulu", CASINO_SYSTEM_TOKEN: " s3cret " });
    expect(config.defaultTheme).toBe("lulu");
    expect(config.systemToken).toBe("s3cret");
  });

  it("waits the configured time for a back-end answer, the product's 15 s when the setting is missing or not a positive whole number", () => {
    expect(readBackendConfig({ CASINO_API_TIMEOUT_MS: "4000" }).timeoutMs).toBe(4_000);
    for (const value of ["", "0", "-5", "2.5", "soon"]) {
      expect(readBackendConfig({ CASINO_API_TIMEOUT_MS: value }).timeoutMs, value).toBe(15_000);
    }
  });

  it("never hands the system token to the browser", () => {
    const config = readBackendConfig({ CASINO_SYSTEM_TOKEN: "s3cret" });
    expect(JSON.stringify(publicBackendConfig(config))).not.toContain("s3cret");
  });

  it("reads the forwarding secret and the proxies in front of the site, and never hands the secret to the browser", () => {
    const config = readBackendConfig({
      CASINO_FORWARDING_SECRET: " f0rward ",
      CASINO_TRUSTED_PROXIES: "10.0.0.2, 10.0.0.3,,",
    });
    expect(config.forwardingSecret).toBe("f0rward");
    expect(config.trustedProxies).toEqual(["10.0.0.2", "10.0.0.3"]);
    expect(JSON.stringify(publicBackendConfig(config))).not.toContain("f0rward");
  });

  it("hands the browser only the socket and the location lookup: its calls go to the site's own origin", () => {
    const config = readBackendConfig({ CASINO_API_URL: "https://api.brand.example" });
    expect(publicBackendConfig(config)).toEqual({
      socketUrl: "https://api.brand.example",
      reverseGeocodeUrl: "https://api.brand.example/geo/reverse",
    });
  });
});
