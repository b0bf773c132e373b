import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";

// docs/deployment.md: the guest pages a shared cache may keep, and what it must never keep.

const GUEST_PAGES = [
  "/",
  "/casino",
  "/casino/popular",
  "/de/promotions",
  "/providers",
  "/tournaments",
  "/privacy-policy",
];

function cacheControl(response: APIResponse): string {
  return response.headers()["cache-control"] ?? "";
}

function varies(response: APIResponse): string[] {
  return (response.headers().vary ?? "").split(",").map((name) => name.trim().toLowerCase());
}

/**
 * The page as any guest gets it: its nonce (per answer), the render's instants and the preloads
 * whose place depends on the server's timing set aside: Next's low-priority script preloads, for a
 * chunk the stream reached before the head was sent (a loaded run once had one in one answer of
 * two), and React's preloads of the first tiles' pictures, which are in the head only when the tiles
 * were drawn before it was sent (docs/performance.md, "The first pictures load first": 12 answers of
 * 48 sent twelve at a time had them). Neither depends on the guest.
 */
async function guestHtml(response: APIResponse): Promise<string> {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  return (await response.text())
    .replaceAll(nonce ?? "", "NONCE")
    .replaceAll(/\d{13}/g, "INSTANT")
    .replaceAll(/<link rel="preload" as="script" fetchPriority="low"[^>]*>/g, "")
    .replaceAll(/<link rel="preload" as="image"[^>]*>/g, "");
}

test("a guest page is the same for every guest, and shared caches may keep it for a minute", async ({ request }) => {
  for (const path of GUEST_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(cacheControl(response), path).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    // Any cache that honours Vary keeps it away from a player's request.
    expect(varies(response), path).toContain("cookie");
  }
  // Whatever cookies (consent, analytics) and browser a guest brings, the HTML is the same: none of
  // it reaches the page, and the cookie notice is drawn in the browser.
  const first = await request.get("/casino", { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" } });
  const second = await request.get("/casino", {
    headers: { cookie: "gameCookieConsent=accepted; _ga=GA1.1.42", "user-agent": "Googlebot/2.1" },
  });
  expect(await guestHtml(second)).toBe(await guestHtml(first));
});

test("a signed-in player's page, and a guest's with a sign-in link waiting, are kept by no cache", async ({
  request,
}) => {
  const token = await demoPlayerToken(request);
  for (const path of ["/", "/casino", "/cashback", "/deposit"]) {
    const response = await request.get(path, { headers: { cookie: `accessToken=${token}` } });
    expect(response.status(), path).toBe(200);
    expect(cacheControl(response), path).toBe("private, no-store");
    expect(varies(response), path).toContain("cookie");
  }
  const waiting = await request.get("/promotions", { headers: { cookie: `pendingAccessToken=${token}` } });
  expect(cacheControl(waiting)).toBe("private, no-store");
});

test("the router's payloads and the player's pages stay uncached for a guest too", async ({ request }) => {
  // A client-side navigation's fetch (the browser says it is no document load).
  const payload = await request.get("/casino", { headers: { rsc: "1", "sec-fetch-dest": "empty" } });
  expect(cacheControl(payload)).toContain("no-store");
  for (const path of ["/cashback", "/deposit", "/casino/search"]) {
    const response = await request.get(path);
    expect(cacheControl(response), path).toContain("no-store");
    expect(cacheControl(response), path).not.toContain("public");
    expect(varies(response), path).toContain("cookie");
  }
});

test("a sign-in link's answer is kept by no cache", async ({ request }) => {
  const token = await demoPlayerToken(request);
  const response = await request.get(`/promotions?at=${encodeURIComponent(token)}`, {
    headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(cacheControl(response)).toBe("no-store");
});

test("a page's scripts come marked to be compiled as they download, and kept for a year", async ({ request }) => {
  // scripts/compile-hints.mjs (docs/performance.md, "Compiled while it downloads").
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) {
    const chunk = await request.get(src);
    expect(await chunk.text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(cacheControl(chunk)).toContain("immutable");
  }
});
