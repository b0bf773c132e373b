import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("the home page's promotions calendar entry opens the seven-day preview, and closing it drops the query", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: /Promotions calendar/ }).click();

  await expect(page).toHaveURL(/\?modal=calendar$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect(dialog.getByRole("tab")).toHaveCount(7);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("a day chosen in the promotions calendar opens the promotions list filtered to that day", async ({ page }) => {
  await page.goto("/?modal=calendar");
  const dialog = page.getByRole("dialog", { name: "Promotions calendar" });
  // The journeys' clock stands on Monday 23 November: Wednesday is the 25th.
  await dialog.getByRole("tab", { name: "25 Wed" }).click();
  const panel = dialog.getByRole("tabpanel");
  await expect(panel.getByText("Happy hour: 20 free spins")).toBeVisible();
  await expect(panel.getByText("Monday reload: 50% up to 200 EUR")).toHaveCount(0);

  await dialog.getByRole("link", { name: "More" }).click();
  await expect(page).toHaveURL(/\/promotions\?day=3$/);
  const filters = page.getByRole("navigation", { name: "Filter promotions" });
  await expect(filters.getByRole("link", { name: "Wed" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("article", { name: "Happy hour: 20 free spins" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
