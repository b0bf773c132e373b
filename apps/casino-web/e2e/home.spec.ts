import { expect, test } from "@playwright/test";

test("the home page renders with data from the back end and no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("backend-status")).toHaveText("Back end: ok");
  expect(errors).toEqual([]);
});
