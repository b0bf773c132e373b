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
