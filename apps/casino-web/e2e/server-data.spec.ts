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
