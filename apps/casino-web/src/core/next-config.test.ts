import { UPLOAD_REQUEST_MAX_BYTES } from "@casino/domain";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";

describe("the site's Next configuration", () => {
  it("lets the proxy read an upload body as large as the kit allows", () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(UPLOAD_REQUEST_MAX_BYTES);
  });

  it("puts the security headers on every answer, and a CSP that runs nothing on static files", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const every = rules.find((rule) => rule.source === "/:path*")?.headers.map((header) => header.key);
    expect(every).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "X-Frame-Options", "Permissions-Policy", "Referrer-Policy"]),
    );
    // Never a second CSP on pages: theirs carries the request's nonce (src/proxy.ts).
    expect(every).not.toContain("Content-Security-Policy");
    const files = rules.find((rule) => rule.source === "/_next/static/:path*")?.headers;
    expect(files).toEqual([{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }]);
  });
});
