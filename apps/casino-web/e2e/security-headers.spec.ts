import { expect, test } from "./fixtures";

test("every page carries the CSP with reporting, HSTS, Permissions-Policy and COOP", async ({ page, request }) => {
  for (const path of ["/", "/de/promotions", "/privacy-policy", "/vip-club", "/no-such-page"]) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"], path).toContain("report-to csp");
    expect(headers["content-security-policy"], path).toContain("form-action 'self'");
    expect(headers["reporting-endpoints"], path).toBe('csp="/csp-report"');
    expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    expect(headers["permissions-policy"], path).toContain("geolocation=(self)");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
  // The report endpoint takes a report and answers nothing.
  const report = await request.post("/csp-report", {
    headers: { "content-type": "application/csp-report" },
    data: {
      "csp-report": { "document-uri": "http://x/?at=1", "blocked-uri": "inline", "violated-directive": "script-src" },
    },
  });
  expect(report.status()).toBe(204);
});

test("static files and the icon carry the security headers too, and may run nothing", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/_next/static/")) scripts.push(response.url());
  });
  await page.goto("/");
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [scripts[0] ?? "", "/icon.svg"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains");
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test("a header sent by the browser cannot choose the page's locale or settings", async ({ request }) => {
  const response = await request.get("/promotions", {
    headers: { "x-casino-locale": "de", "x-casino-settings": "unavailable" },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('lang="en"');
});
