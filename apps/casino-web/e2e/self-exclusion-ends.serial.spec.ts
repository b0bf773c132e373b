import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { REFERENCE_API_URL, demoPlayerToken, resetReferenceClock, setReferenceClock } from "./reference-api";
import { newPlayerReadyToDeposit } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

// These journeys move the reference API's clock to the minute an exclusion ends, so they run alone.
test.slow();

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test.afterEach(async ({ request }) => {
  await resetReferenceClock(request);
});

/** The instant the back end says the player's exclusion ends, read with a fresh sign-in. */
async function exclusionEnd(request: APIRequestContext, email: string): Promise<Date> {
  const token = await demoPlayerToken(request, email);
  const response = await request.get(`${REFERENCE_API_URL}/api/user/get-user-details`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { getUser: { userLimit: { selfExclusion: string } } } };
  return new Date(body.data.getUser.userLimit.selfExclusion);
}

/** Both clocks, the page's and the back end's, at `now`; the player signs in again (a session idle that long has ended). */
async function atTime(page: Page, context: BrowserContext, baseURL: string | undefined, email: string, now: Date) {
  const { request } = page;
  await setReferenceClock(request, now);
  await page.clock.setSystemTime(now);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, email));
}

/** A deposit through the reference API, as the cashier sends it: its status. */
async function depositStatus(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post(`${REFERENCE_API_URL}/api/payment/deposit`, {
    data: { paymentMethodId: 1, amount: 20, currencyCode: "EUR", outcome: "success" },
    headers: { Authorization: `Bearer ${await demoPlayerToken(request, email)}` },
  });
  return response.status();
}

test("a player self-excluded for 1 hour finds deposits closed until that minute, and open again an hour later", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayerReadyToDeposit(request, "one-hour");
  await signInWithCookie(context, baseURL, player.token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const section = page.getByRole("region", { name: "Self-exclusion" });
  await section.getByRole("radio", { name: "1 hour" }).click();
  await section.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog", { name: "Exclude yourself?" });
  // The journeys start at 12:00 UTC: an hour, to the minute, and not the end of the day.
  await expect(dialog).toContainText(/You will be excluded until November 23, 2026 at 1:0\d PM\./);
  await dialog.getByRole("button", { name: "Exclude me" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  const end = await exclusionEnd(request, player.email);
  expect(end.getTime() - Date.parse("2026-11-23T13:00:00Z")).toBeLessThan(10 * 60_000);
  expect(end.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-11-23T13:00:00Z"));

  // A minute before it ends: the cashier is closed and says until which minute.
  await atTime(page, context, baseURL, player.email, new Date(end.getTime() - 60_000));
  await page.goto("/deposit");
  const cashier = page.getByRole("main");
  await expect(cashier.getByRole("heading", { name: "Deposits are closed" })).toBeVisible({ timeout: 15_000 });
  await expect(cashier).toContainText(/deposits and play are closed until November 23, 2026 at 1:0\d PM\./);
  await expectNoAxeViolations(page);
  expect(await depositStatus(request, player.email)).toBe(409);

  // At the minute it ends: the cashier is open again, and the back end takes the deposit.
  await atTime(page, context, baseURL, player.email, end);
  await page.goto("/deposit");
  await expect(cashier.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  await expect(cashier.getByRole("heading", { name: "Deposits are closed" })).toHaveCount(0);
  expect(await depositStatus(request, player.email)).toBe(200);
});

test("a player self-excluded for a custom 2 days finds deposits closed until that minute two days on, and open after", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const player = await newPlayerReadyToDeposit(request, "custom-days");
  await signInWithCookie(context, baseURL, player.token);
  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const section = page.getByRole("region", { name: "Self-exclusion" });
  await section.getByRole("radio", { name: "Custom length" }).click();
  await section.getByRole("textbox", { name: "Length" }).fill("2");
  await section.getByRole("combobox", { name: "Unit" }).click();
  await page.getByRole("option", { name: "Days" }).click();
  await section.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog", { name: "Exclude yourself?" });
  await expect(dialog).toContainText(/You will be excluded until November 25, 2026 at 12:0\d PM\./);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Exclude me" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  const end = await exclusionEnd(request, player.email);
  expect(end.toISOString()).toMatch(/^2026-11-25T12:0\d:00\.000Z$/);

  await atTime(page, context, baseURL, player.email, new Date(end.getTime() - 60_000));
  await page.goto("/deposit");
  const cashier = page.getByRole("main");
  await expect(cashier).toContainText(/deposits and play are closed until November 25, 2026 at 12:0\d PM\./, {
    timeout: 15_000,
  });
  expect(await depositStatus(request, player.email)).toBe(409);

  await atTime(page, context, baseURL, player.email, end);
  await page.goto("/deposit");
  await expect(cashier.getByRole("radio", { name: "Visa" })).toBeChecked({ timeout: 15_000 });
  expect(await depositStatus(request, player.email)).toBe(200);
});
