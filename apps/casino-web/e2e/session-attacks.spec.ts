import { request as httpRequest } from "node:http";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, walletTotal } from "./reference-api";
import { acceptCookieNotice, sessionCookie, signInWithCookie } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a form another site posts to the withdraw call is refused, and the player stays signed in", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await demoPlayerToken(request, "kyc@demo.casino");
  await signInWithCookie(context, baseURL, token);
  const before = await walletTotal(request, token);
  // A page on another site with a form that would withdraw the player's money.
  await page.route("http://evil.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Win big</title>
        <form method="post" action="${baseURL ?? ""}/api/payment/withdraw">
          <input name="amount" value="100"><input name="currencyCode" value="EUR">
          <button>Claim your prize</button>
        </form>`,
    }),
  );
  await page.goto("http://evil.test/");

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/payment/withdraw"));
  await page.getByRole("button", { name: "Claim your prize" }).click();
  const response = await answer;

  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ success: false, errorCode: "CSRF" });
  expect(await walletTotal(request, token)).toBe(before);
  expect((await sessionCookie(context))?.value).toBe(token);
});

test("a sign-in link for another account asks before it replaces the open session", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const current = await demoPlayerToken(request, "depositor@demo.casino");
  const other = await demoPlayerToken(request, "kyc@demo.casino");
  await signInWithCookie(context, baseURL, current);

  await page.goto(`/promotions?at=${encodeURIComponent(other)}`);
  await expect(page).toHaveURL(/\/promotions\?modal=switch-account$/);
  const dialog = page.getByRole("dialog", { name: "Switch account?" });
  await expect(dialog).toHaveAccessibleDescription(
    "This link signs in to another account. You are signed in as depositor@demo.casino.",
  );
  expect((await sessionCookie(context))?.value).toBe(current);
  const pending = (await context.cookies()).find((cookie) => cookie.name === "pendingAccessToken");
  expect(pending).toMatchObject({ value: other, httpOnly: true });
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "pendingAccessToken"))
    .toBe(false);
  expect((await sessionCookie(context))?.value).toBe(current);

  await page.goto(`/promotions?at=${encodeURIComponent(other)}`);
  await page.getByRole("dialog", { name: "Switch account?" }).getByRole("button", { name: "Switch account" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect.poll(async () => (await sessionCookie(context))?.value).toBe(other);
});

test("a form another site posts with an at token replaces nobody's session", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const victim = await demoPlayerToken(request, "depositor@demo.casino");
  const attacker = await demoPlayerToken(request, "kyc@demo.casino");
  await signInWithCookie(context, baseURL, victim);
  // SameSite=Lax keeps the victim's cookie off this POST: the site sees nobody signed in.
  await page.route("http://evil.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Deposit bonus</title>
        <form method="post" action="${baseURL ?? ""}/deposit?at=${encodeURIComponent(attacker)}">
          <button>Get your bonus</button>
        </form>`,
    }),
  );
  await page.goto("http://evil.test/");
  await page.getByRole("button", { name: "Get your bonus" }).click();

  await expect(page).toHaveURL(/\/deposit$/);
  expect((await sessionCookie(context))?.value).toBe(victim);
  expect((await context.cookies()).some((cookie) => cookie.name === "pendingAccessToken")).toBe(false);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a plain link with somebody's at token asks a signed-out visitor, who is signed in only when they say so", async ({
  page,
  context,
  request,
}) => {
  const attacker = await demoPlayerToken(request, "kyc@demo.casino");
  await page.goto(`/deposit?at=${encodeURIComponent(attacker)}`);

  await expect(page).toHaveURL(/\/deposit\?modal=switch-account$/);
  const dialog = page.getByRole("dialog", { name: /^Sign in as k•+c@demo\.casino\?$/ });
  await expect(dialog).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "pendingAccessToken"))
    .toBe(false);
  expect(await sessionCookie(context)).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a malformed at token is dropped from the address and ignored", async ({ page, context }) => {
  await page.goto(`/cashback?at=${encodeURIComponent('"><script>alert(1)</script>')}&ref=mail`);
  await expect(page).toHaveURL(/\/cashback\?ref=mail$/);
  expect(await sessionCookie(context)).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

/**
 * An anonymous event logged through the site from `localAddress` (a loopback address of this
 * test's own, so what it uses up counts against nobody else), naming `forwardedFor` as the
 * visitor: its status. The event log's limit is counted per address like the logins', without a
 * password hash per try.
 */
function eventFrom(siteUrl: string, localAddress: string, forwardedFor: string): Promise<number> {
  const site = new URL(siteUrl);
  const body = JSON.stringify({ event: "PAGE_VIEW", data: {} });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: "127.0.0.1",
        port: site.port,
        localAddress,
        method: "PUT",
        path: "/api/user/log-event",
        headers: {
          host: site.host,
          origin: site.origin,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

test("a visitor rotating the X-Forwarded-For it sends through the site gets the share of one address", async ({
  baseURL,
}) => {
  const statuses: number[] = [];
  // The reference API takes 60 events a minute per address; then 429.
  for (let index = 0; index < 60; index += 1) {
    statuses.push(await eventFrom(baseURL ?? "", "127.0.0.77", `198.51.100.${index}`));
  }
  expect(statuses).toEqual(Array.from({ length: 60 }, () => 200));
  // Thirty more made-up addresses: not one more try.
  const rotated: number[] = [];
  for (let index = 60; index < 90; index += 1) {
    rotated.push(await eventFrom(baseURL ?? "", "127.0.0.77", `198.51.100.${index}`));
  }
  expect(rotated).toEqual(Array.from({ length: 30 }, () => 429));
});
