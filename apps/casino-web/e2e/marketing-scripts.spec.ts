import { expect, test } from "./fixtures";

test("the segment's marketing scripts run under the CSP, but never on the cashier", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const html = page.locator("html");

  // The cashier: the browser services are up (the cookie notice shows), and no script ran.
  await page.goto("/deposit");
  await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
  await expect(html).not.toHaveAttribute("data-script-anonymous-head", "ran");

  // Leaving the cashier: the reference API's anonymous scripts mark <html> from each slot.
  await page.getByRole("link", { name: "Promotions" }).click();
  await expect(html).toHaveAttribute("data-script-anonymous-head", "ran");
  await expect(html).toHaveAttribute("data-script-anonymous-body-start", "ran");
  await expect(html).toHaveAttribute("data-script-anonymous-body-end", "ran");

  // Back to the cashier: the page starts over, without them.
  await page.getByRole("link", { name: "Deposit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible();
  await expect(html).not.toHaveAttribute("data-script-anonymous-head", "ran");
  expect(errors).toEqual([]);
});
