import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";

test("the segment's marketing scripts run under the CSP, but never on the cashier", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // What the Content-Security-Policy refused, as Chromium reports it in the console.
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) refusals.push(message.text());
  });
  await context.addCookies([{ name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" }]);
  const html = page.locator("html");
  const header = page.getByRole("banner");

  // The cashier: the browser services are up (the cookie notice shows), and no script ran.
  await page.goto("/deposit");
  await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
  await expect(html).not.toHaveAttribute("data-script-depositor-head", "ran");

  // Leaving the cashier: the reference API's depositor scripts mark <html> from each slot.
  await header.getByRole("link", { name: "Promotions" }).click();
  await expect(html).toHaveAttribute("data-script-depositor-head", "ran");
  await expect(html).toHaveAttribute("data-script-depositor-body-start", "ran");
  await expect(html).toHaveAttribute("data-script-depositor-body-end", "ran");

  // Back to the cashier: the page starts over, without them.
  await header.getByRole("link", { name: "Deposit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible();
  await expect(html).not.toHaveAttribute("data-script-depositor-head", "ran");
  expect(refusals).toEqual([]);
});
