import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";

test("the home page renders with data from the back end and no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home page shows the brand from the back end's settings, its theme, and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Demo Casino" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "curacao");
  await expect(page.getByRole("link", { name: "See this week’s promotions" })).toBeVisible();
  await expectNoAxeViolations(page);
});
