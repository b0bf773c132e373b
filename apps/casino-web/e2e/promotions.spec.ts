import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, walletTotal } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForSessionServices } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a visitor sees the promotions as cards, filters them by type and day, and opens the calendar", async ({
  page,
}) => {
  await page.goto("/promotions");
  const card = page.getByRole("article", { name: "150% up to 1000 EUR welcome package" });
  // Titles over 35 characters are cut with an ellipsis (PromotionCard's tests); this one fits.
  await expect(card.getByRole("heading")).toHaveText("150% up to 1000 EUR welcome package");
  await expect(card.getByRole("img")).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Bonus terms" })).toHaveAttribute("href", "/bonus-terms");
  await expect(card.getByRole("button", { name: "Activate" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const filters = page.getByRole("navigation", { name: "Filter promotions" });
  await filters.getByRole("link", { name: "Free spins" }).click();
  await expect(page).toHaveURL(/\/promotions\?type=freespins$/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await filters.getByRole("link", { name: "Wed" }).click();
  await expect(page).toHaveURL(/\/promotions\?type=freespins&day=3$/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toHaveAccessibleName("Happy hour: 20 free spins");
  await expect(filters.getByRole("link", { name: "Wed" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Open the promotions calendar" }).click();
  await expect(page).toHaveURL(/modal=calendar/);
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a player gets Activate on a promotion card, and a refusal is explained in words on it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The duplicate-account player: refused free spins and no-deposit bonuses, so nothing changes.
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "duplicate@demo.casino"));
  await page.goto("/promotions?type=no_deposit");
  await waitForSessionServices(page);
  const card = page.getByRole("article", { name: "10 EUR welcome gift, no deposit" });
  await card.getByRole("button", { name: "Activate" }).click();
  await expect(card.getByRole("alert")).toHaveText("This bonus is not available for your account.");
  await expectNoAxeViolations(page);
});

test("Activate on another deposit promotion warns which bonus is burnt and how much; Keep leaves it, Continue replaces it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await demoPlayerToken(request, "promoswap@demo.casino");
  await signInWithCookie(context, baseURL, token);
  const before = await walletTotal(request, token);
  await page.goto("/promotions?type=deposit");
  await waitForSessionServices(page);
  // The ended autumn reload is offered to nobody; the third-deposit booster says why not today.
  await expect(page.getByRole("article", { name: "Autumn reload 25% (ended)" }).getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Third deposit booster: 75%" })).toContainText(
    "Not today: this bonus can be taken on Tuesday and Friday.",
  );

  const card = page.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" });
  await card.getByRole("button", { name: "Activate" }).click();
  const warning = page.getByRole("dialog", { name: "Cancel your active bonus?" });
  await expect(warning).toContainText("cancels your active bonus 150% up to 1000 EUR welcome package");
  await expect(warning).toContainText("€50.00 will be removed from your balance.");
  await expectNoAxeViolations(page);
  await warning.getByRole("button", { name: "Keep my bonus" }).click();
  await expect(warning).toBeHidden();
  expect(await walletTotal(request, token)).toBe(before);

  await card.getByRole("button", { name: "Activate" }).click();
  await warning.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByRole("status")).toHaveText("The bonus is yours.");
  await expect.poll(() => walletTotal(request, token)).toBe(before - 50);
});
