import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { clearFaults, demoPlayerToken, injectFault, patchSettings } from "./reference-api";

test.describe("with page URL overrides from the settings", () => {
  let restore: Record<string, unknown> = {};

  test.beforeAll(async ({ request }) => {
    restore = await patchSettings(request, { pageUrls: { promotions: "/offers", deposit: "/cashier" } });
  });

  test.afterAll(async ({ request }) => {
    await patchSettings(request, restore);
  });

  test("the menu follows an overridden URL, which opens the page, and the old URL leads there", async ({ page }) => {
    await page.goto("/de");
    const link = page.getByRole("banner").getByRole("link", { name: "Aktionen" });
    await expect(link).toHaveAttribute("href", "/de/offers");
    await link.click();
    await expect(page).toHaveURL(/\/de\/offers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Aktionen" })).toBeVisible();

    await page.goto("/promotions");
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  });

  test("no marketing script runs on the overridden cashier URL", async ({ page, context, request, baseURL }) => {
    await context.addCookies([
      { name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" },
      { name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" },
    ]);
    const html = page.locator("html");
    await page.goto("/offers");
    await expect(html).toHaveAttribute("data-script-depositor-head", "ran");

    const pageView = page.waitForRequest((call) => call.url().includes("/api/user/log-event"));
    await page.goto("/cashier");
    await pageView;
    await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible();
    await expect(html).not.toHaveAttribute("data-script-depositor-head", "ran");

    // The old cashier address leads to the new one, still without scripts.
    await page.goto("/deposit");
    await expect(page).toHaveURL(/\/cashier$/);
    await expect(html).not.toHaveAttribute("data-script-depositor-head", "ran");
  });
});

test.describe("when the settings cannot be loaded", () => {
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test("the site shows its error page with 503 and recovers on retry", async ({ page, request }) => {
    await injectFault(request, { path: "/api/core/casino/settings2", status: 500 });
    const response = await page.goto("/de/promotions");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Wir sind gleich zurück" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await clearFaults(request);
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aktionen" })).toBeVisible();
  });
});
