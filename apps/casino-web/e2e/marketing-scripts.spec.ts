import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";

test("the segment's marketing scripts run under the CSP once consent is given, but never on the cashier", async ({
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
  await context.addCookies([
    { name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" },
    { name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" },
  ]);
  const html = page.locator("html");
  const header = page.getByRole("banner");

  // The cashier: the browser services are up (the page view is logged), and no script ran.
  const pageView = page.waitForRequest((call) => call.url().includes("/api/user/log-event"));
  await page.goto("/deposit");
  await pageView;
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

test("no marketing script runs before the cookie notice is accepted, and they run the moment it is", async ({
  page,
}) => {
  const html = page.locator("html");
  const pageView = page.waitForRequest((call) => call.url().includes("/api/user/log-event"));
  await page.goto("/promotions");
  await pageView;
  const notice = page.getByRole("region", { name: /cookie/i });
  await expect(notice).toBeVisible();
  await expect(html).not.toHaveAttribute("data-script-anonymous-head", "ran");

  await notice.getByRole("button", { name: /accept/i }).click();
  await expect(html).toHaveAttribute("data-script-anonymous-head", "ran");
  await expect(html).toHaveAttribute("data-script-anonymous-body-end", "ran");
});

test("no marketing script runs for a self-excluded player, even with consent", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addCookies([
    { name: "accessToken", value: await demoPlayerToken(request, "excluded@demo.casino"), url: baseURL ?? "" },
    { name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" },
  ]);
  const pageView = page.waitForRequest((call) => call.url().includes("/api/user/log-event"));
  const response = await page.goto("/promotions");
  await pageView;
  // The server never even handed the scripts to the page (a depositor's page carries them).
  expect(await response?.text()).not.toContain("dataset.script");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  const html = page.locator("html");
  for (const segment of ["anonymous", "authenticated", "depositor"]) {
    await expect(html).not.toHaveAttribute(`data-script-${segment}-head`, "ran");
  }
});
