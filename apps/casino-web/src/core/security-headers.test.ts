import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  readSecurityConfig,
  securityHeaders,
  STATIC_SECURITY_HEADERS,
} from "./security-headers";

function directive(policy: string, name: string): string | undefined {
  return policy.split("; ").find((entry) => entry.startsWith(`${name} `));
}

describe("contentSecurityPolicy", () => {
  it("lets only scripts with this request's nonce run, and what they load", () => {
    const policy = contentSecurityPolicy({ nonce: "n0nce", connectSources: [] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows eval only in development", () => {
    expect(
      directive(contentSecurityPolicy({ nonce: "n", connectSources: [], development: true }), "script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("forbids framing the site", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n", connectSources: [] }), "frame-ancestors")).toBe(
      "frame-ancestors 'none'",
    );
    expect(STATIC_SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
    expect(STATIC_SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(STATIC_SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("lets the browser call the back end and its socket, once per origin", () => {
    const policy = contentSecurityPolicy({
      nonce: "n",
      connectSources: ["https://api.brand.test/base", "https://api.brand.test", "not a url"],
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.brand.test wss://api.brand.test");
  });

  it("shows the back end's pictures, served from its own host even over plain http", () => {
    const policy = contentSecurityPolicy({ nonce: "n", connectSources: ["http://localhost:4000"] });
    expect(directive(policy, "img-src")).toBe("img-src 'self' blob: data: https: http://localhost:4000");
  });

  it("lets forms post and frames load only from us and the configured payment providers", () => {
    const policy = contentSecurityPolicy({
      nonce: "n",
      connectSources: [],
      paymentOrigins: ["https://acs.bank.test/3ds/form", "https://pay.provider.test", "not a url"],
    });
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://acs.bank.test https://pay.provider.test");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://acs.bank.test https://pay.provider.test");
    expect(directive(contentSecurityPolicy({ nonce: "n", connectSources: [] }), "form-action")).toBe(
      "form-action 'self'",
    );
  });

  it("reports violations to the site's own endpoint", () => {
    const policy = contentSecurityPolicy({ nonce: "n", connectSources: [] });
    expect(directive(policy, "report-to")).toBe("report-to csp");
    expect(directive(policy, "report-uri")).toBe("report-uri /csp-report");
  });
});

describe("securityHeaders", () => {
  const config = readSecurityConfig({});

  it("sends HSTS for two years with subdomains unless CASINO_HSTS=off", () => {
    expect(securityHeaders("p", config)["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders("p", readSecurityConfig({ CASINO_HSTS: "off" }))).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });

  it("allows geolocation for our own pages only, and no camera, microphone or payment", () => {
    const policy = securityHeaders("p", config)["Permissions-Policy"] ?? "";
    const features = policy.split(", ");
    expect(features).toContain("geolocation=(self)");
    expect(features).toContain("camera=()");
    expect(features).toContain("microphone=()");
    expect(features).toContain("payment=()");
    expect(features.filter((feature) => !feature.endsWith("=()"))).toEqual(["geolocation=(self)"]);
  });

  it("isolates the window from other sites and names the report endpoint", () => {
    const headers = securityHeaders("p", config);
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Reporting-Endpoints"]).toBe('csp="/csp-report"');
    expect(headers["Content-Security-Policy"]).toBe("p");
  });

  it("reads the payment providers from a comma-separated list", () => {
    expect(readSecurityConfig({ CASINO_PAYMENT_ORIGINS: " https://a.test , ,https://b.test" }).paymentOrigins).toEqual([
      "https://a.test",
      "https://b.test",
    ]);
  });
});

describe("createNonce", () => {
  it("gives a different base64 value each time", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
