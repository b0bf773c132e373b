import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

// QUALITY.md "Speed and size": a signed-in page's data is read on the server with the session and
// streamed with the page (src/core/streamed-queries.tsx), not asked for by the browser once hydrated.
const PAGES = [
  { path: "/profile2/limits", reads: ["/api/user/get-limits"] },
  { path: "/deposit", reads: ["/api/admin/get-payments", "/api/admin/get-all-bonus", "/api/user/get-user-bonus"] },
  { path: "/cashback", reads: ["/api/admin/get-rakeback-days"] },
  { path: "/bonuses", reads: ["/api/admin/get-all-bonus", "/api/user/get-user-bonus"] },
  { path: "/profile/transactions", reads: ["/api/user/get-transactions"] },
  { path: "/profile/statistics", reads: ["/api/user/player-stats"] },
  { path: "/profile/edit-profile", reads: ["/api/admin/get-all-country"] },
  {
    path: "/withdraw",
    reads: ["/api/admin/get-payments", "/api/user/get-transactions", "/api/payment/instant-withdrawal"],
  },
  { path: "/tournaments", reads: ["/api/admin/get-tournaments", "/api/admin/get-tournament-leaderboard"] },
  { path: "/profile/verify", reads: ["/api/user/get-document-label", "/api/user/get-documents"] },
];

test("a signed-in page arrives with its data: the browser asks the back end nothing for it once loaded", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request));
  await acceptCookieNotice(context, baseURL);
  for (const { path, reads } of PAGES) {
    const asked: string[] = [];
    const listener = (url: string) => {
      const { pathname } = new URL(url);
      if (reads.includes(pathname)) asked.push(pathname);
    };
    page.on("request", (sent) => listener(sent.url()));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every lazily loaded part of the page has loaded and drawn what it read.
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");
    expect(asked, path).toEqual([]);
  }
  // The limits page draws its limits from what came with it.
  await page.goto("/profile2/limits");
  await expect(page.getByRole("region", { name: "Deposit limit" })).toBeVisible({ timeout: 10_000 });
});

// docs/deployment.md "Prefetching": a link prefetches its page when the visitor reaches for it, never
// on sight, so a page view costs the server one page, not the 25 its menus and rails link to.
test("a page view asks the server for no other page until the visitor reaches for a link, which then is ready", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  const prefetched: string[] = [];
  page.on("request", (sent) => {
    if (sent.headers()["next-router-prefetch"]) prefetched.push(new URL(sent.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const promotions = page.getByRole("banner").getByRole("link", { name: "Promotions", exact: true });
  await promotions.hover();
  await expect.poll(() => prefetched).toContain("/promotions");
  await promotions.click();
  await expect(page).toHaveURL(/\/promotions$/);
});
