import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("a deposit outcome from the query opens labelled, closes on Escape and leaves the address", async ({ page }) => {
  await page.goto("/?modal=deposit-failed&met=visa&ref=cashier");

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect(dialog).toContainText("visa");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/\?ref=cashier$/);
});

test("a guest's alternative-method button leads to sign-in, not an empty modal", async ({ page }) => {
  await page.goto("/?modal=deposit-failed&met=visa");
  const outcome = page.getByRole("dialog");
  await outcome.getByRole("button", { name: "Try an alternative method" }).click();
  await expect(page).toHaveURL(/modal=cashier/);
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await expect(login.getByLabel("E-mail")).toBeVisible();
  await expectNoAxeViolations(page);
});
