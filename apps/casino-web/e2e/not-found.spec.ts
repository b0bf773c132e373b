import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Demo Casino/ })).toBeAttached();
});

test("Go back returns to the page before, and falls to the locale's root when there is none", async ({ page }) => {
  await page.goto("/promotions");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  // The tab notes a page in its go-back history once hydrated: leave only after that.
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem("pageHistory"))).toContain("/promotions");
  await page.goto("/no-such-page");
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();

  // A tab that opened on the missing page has nothing before it: go-back leads to the locale's root.
  const fresh = await page.context().newPage();
  await fresh.goto("/de/no-such-page");
  await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(fresh);
  await fresh.getByRole("button", { name: "Zurück" }).click();
  await expect(fresh).toHaveURL(/\/de$/);
});
