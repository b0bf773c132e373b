import { describe, expect, it } from "vitest";
import { siteOriginOf } from "./site-origin";

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
