import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForSessionServices, waitForServerDrawnParts } from "./session";

// The claim and the opt-out change their player: each uses one of its own (apps/reference-api
// README, "Demo players"); the carousel only reads, with the depositor.
test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player gets a rakeback day from the home page and reads the amount in a dialog over the calendar", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Two pages' worth of axe and a claim read back.
  test.slow();
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "rakeback@demo.casino"));
  await page.goto("/");
  await waitForSessionServices(page);
  const balance = page.getByRole("banner").locator("[aria-live='polite']");
  await expect(balance).toHaveText("€40.00");

  await page.getByRole("region", { name: "Rewards" }).getByRole("link", { name: "Rakeback calendar" }).click();
  await expect(page).toHaveURL(/\?modal=rakeback$/);
  const calendar = page.getByRole("dialog", { name: "Rakeback calendar" });
  const getButtons = calendar.getByRole("button", { name: "Get" });
  await expect(getButtons.first()).toBeVisible();
  const claimable = await getButtons.count();
  const available = calendar
    .locator(".casino-RakebackCalendar-day")
    .filter({ has: page.getByRole("button", { name: "Get" }) })
    .first();
  const amount = (await available.locator(".casino-RakebackCalendar-amount").innerText()).trim();
  expect(amount).toMatch(/^€\d+\.\d\d$/);
  await expectNoAxeViolations(page);

  await available.getByRole("button", { name: "Get" }).click();
  const result = page.getByRole("dialog", { name: "Rakeback claimed" });
  await expect(result).toContainText(`You received ${amount.slice(1)} EUR`);
  await expectNoAxeViolations(page);
  await result.getByRole("button", { name: "OK" }).click();
  await expect(result).toBeHidden();

  // The days and the player are read again: the day is paid, and so is the balance.
  const cents = Math.round(Number(amount.slice(1)) * 100);
  await expect(balance).toHaveText(`€${((4000 + cents) / 100).toFixed(2)}`);
  await expect(getButtons).toHaveCount(claimable - 1);
});

test("the cashback page shows the player's rakeback calendar under the cashback card, its 28 days read from the back end", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "depositor@demo.casino"));
  await page.goto("/cashback");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Rakeback calendar" })).toBeVisible();
  const calendar = main.getByRole("region", { name: "Rakeback calendar" });
  // The calendar's chunk and days arrive after the page.
  await expect(calendar.getByRole("cell").filter({ has: page.locator("time") })).toHaveCount(28, { timeout: 15_000 });
  await expect(calendar.getByRole("cell", { name: /Claimed$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the calendar is a carousel the player can pause, and it stands still for reduced motion", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // The journeys run with reduced motion (playwright.config.ts); this one starts as a player who allows it.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "depositor@demo.casino"));
  await page.goto("/?modal=rakeback");
  const carousel = page
    .getByRole("dialog", { name: "Rakeback calendar" })
    .getByRole("region", { name: "Rakeback calendar" });
  // The calendar's chunk and days arrive after the page.
  await expect(carousel.getByRole("group")).toHaveCount(28, { timeout: 15_000 });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await carousel.getByRole("button", { name: "Pause auto-scroll" }).click();
  await expect(carousel.getByRole("button", { name: "Resume auto-scroll" })).toBeVisible();
  await expect(carousel).toHaveAttribute("data-rotating", "false");
  await expectNoAxeViolations(page);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(carousel.getByRole("button", { name: /auto-scroll/ })).toHaveCount(0);
  await expect(carousel).toHaveAttribute("data-rotating", "false");
});

test("a player hides the rakeback calendar from their limits, loses its entry points, and brings it back", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Three pages and two changes of the player's setting, each read back.
  test.slow();
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "optout@demo.casino"));
  const rewards = page.getByRole("region", { name: "Rewards" });
  await page.goto("/");
  await expect(rewards.getByRole("link", { name: "Rakeback calendar" })).toBeVisible();

  await page.goto("/profile2/limits");
  await waitForServerDrawnParts(page);
  const setting = page.getByRole("region", { name: "Reward calendar" });
  const box = setting.getByRole("checkbox", { name: "Hide the rakeback calendar" });
  // The box is drawn after the page and waits for the player's details.
  await expect(box).toBeEnabled({ timeout: 15_000 });
  await box.click();
  await expect(setting.getByRole("status")).toHaveText("The rakeback calendar is hidden.", {
    // The change is saved, then the player's details are read back before the box is free again.
    timeout: 15_000,
  });
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto("/");
  await expect(rewards.getByRole("link", { name: "Promotions calendar" })).toBeVisible();
  await expect(rewards.getByRole("link", { name: "Rakeback calendar" })).toHaveCount(0);
  // An old link to the calendar says why it is not there, and where to bring it back.
  await page.goto("/?modal=rakeback");
  const dialog = page.getByRole("dialog", { name: "Rakeback calendar" });
  await expect(dialog).toContainText("You chose to hide the rakeback calendar.");
  await expect(dialog.getByRole("button", { name: "Get" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Show it again in your limits" }).click();
  await expect(page).toHaveURL(/\/profile2\/limits$/);

  await expect(box).toBeChecked();
  await box.click();
  await expect(setting.getByRole("status")).toHaveText("The rakeback calendar is shown again.", { timeout: 15_000 });
  await page.goto("/");
  await expect(rewards.getByRole("link", { name: "Rakeback calendar" })).toBeVisible();
});
