import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, patchSettings } from "./reference-api";
import { acceptCookieNotice, sessionCookie, signInWithCookie, waitForSessionServices } from "./session";

// A two-minute timeout, set on the reference API for these journeys only: the warning shows a
// minute before the logout. Time moves with Playwright's clock, never the wall clock.
let restore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  restore = await patchSettings(request, { inactivitySessionTimeout: 2 });
});

test.afterAll(async ({ request }) => {
  await patchSettings(request, restore);
});

test.beforeEach(async ({ page, context, request, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, await demoPlayerToken(request));
  await page.goto("/promotions");
  await waitForSessionServices(page);
});

test("the inactivity warning counts down, and staying signed in starts the wait again", async ({ page, context }) => {
  await page.clock.fastForward("01:05");
  const warning = page.getByRole("dialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("timer")).toHaveText(/^00:[0-5]\d$/);
  await expectNoAxeViolations(page);

  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();

  // Another 65 seconds would have ended the first wait; the player is still signed in.
  await page.clock.fastForward("01:05");
  await expect(warning).toBeVisible();
  expect(await sessionCookie(context)).toBeDefined();
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible();
});

test("at the timeout the player is logged out, and the next click shows why and offers Log in", async ({
  page,
  context,
}) => {
  await page.clock.fastForward("01:05");
  await expect(page.getByRole("dialog", { name: "Are you still there?" })).toBeVisible();
  await page.clock.fastForward("01:00");

  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect.poll(async () => sessionCookie(context)).toBeUndefined();
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("sessionLogout"))) ?? "{}")).toMatchObject({
    reason: "USER_INACTIVITY_TIMEOUT",
  });

  // The press itself opens the alert over the page: forced, as Playwright's check that nothing
  // covers the target would otherwise meet the alert it just opened and press again until the limit.
  await page.getByRole("main").click({ force: true });
  const alert = page.getByRole("dialog", { name: "You were logged out" });
  await expect(alert).toHaveAccessibleDescription(
    "You have been logged out after a period of inactivity. Please log in again to continue.",
  );
  await expect(alert.getByRole("button", { name: "OK" })).toBeVisible();
  await expect(alert.getByRole("button", { name: "Close" })).toBeVisible();
  await expectNoAxeViolations(page);

  await alert.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\?modal=login$/);
});

test("activity in another tab keeps this tab signed in", async ({ page, context }) => {
  // Playwright's clock belongs to the browser context: both tabs share it, as they share the real one.
  const other = await context.newPage();
  await other.goto("/casino");
  await waitForSessionServices(other);

  // Both tabs wait; the other tab's player scrolls just before this tab would warn.
  await page.clock.fastForward("00:50");
  // The news travels between tabs on the site's channel; this tab has heard it before time moves on
  // (a channel made later hears a message after the site's own, which was made first).
  // Listening starts before the scroll (a promise inside an object, so the handle does not wait for it).
  const listener = await page.evaluateHandle(() => ({
    heard: new Promise<void>((resolve) => {
      const channel = new BroadcastChannel("casino-session");
      channel.onmessage = (event: MessageEvent<{ type: string }>) => {
        if (event.data.type === "activity") resolve();
      };
    }),
  }));
  await other.mouse.wheel(0, 200);
  await listener.evaluate((state) => state.heard);
  await page.clock.fastForward("00:30");

  // Eighty seconds without activity here would have brought the warning (a minute ahead of two).
  await expect(page.getByRole("dialog", { name: "Are you still there?" })).toBeHidden();
  expect(await sessionCookie(context)).toBeDefined();
  await other.close();
});
