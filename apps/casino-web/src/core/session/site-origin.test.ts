import { describe, expect, it } from "vitest";
import { pageSiteOrigin, siteOriginOf } from "./site-origin";

describe("siteOriginOf", () => {
  it("is the request's host with the protocol the server saw", () => {
    expect(siteOriginOf({ headers: new Headers({ host: "localhost:3204" }), protocol: "http:" })).toBe(
      "http://localhost:3204",
    );
  });

  it("takes the protocol a TLS-terminating proxy reports", () => {
    const headers = new Headers({ host: "casino.test", "x-forwarded-proto": "https" });
    expect(siteOriginOf({ headers, protocol: "http:" })).toBe("https://casino.test");
  });

  it("prefers the configured origin", () => {
    const headers = new Headers({ host: "10.0.0.5:3000" });
    expect(siteOriginOf({ configured: "https://casino.brand.example/", headers, protocol: "http:" })).toBe(
      "https://casino.brand.example",
    );
  });
});

describe("pageSiteOrigin", () => {
  it("takes the protocol Next's server names for the page's request", () => {
    expect(pageSiteOrigin(new Headers({ host: "localhost:3204", "x-forwarded-proto": "http" }))).toBe(
      "http://localhost:3204",
    );
  });

  it("assumes TLS when nothing names the protocol", () => {
    expect(pageSiteOrigin(new Headers({ host: "casino.test" }))).toBe("https://casino.test");
  });
});
