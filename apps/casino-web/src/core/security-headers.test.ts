import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, STATIC_SECURITY_HEADERS } from "./security-headers";

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
});

describe("createNonce", () => {
  it("gives a different base64 value each time", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
