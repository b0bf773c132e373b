import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { controlState, setVisitorLocation } from "./reference-api";

const BERLIN = { latitude: 52.52, longitude: 13.4 };
const MAGDEBURG = { latitude: 52.13, longitude: 11.62 };

let usualLocation: Record<string, unknown>;

test.beforeEach(async ({ request }) => {
  usualLocation = (await controlState(request)).location;
  await setVisitorLocation(request, { countryCode: "US", ip: "203.0.113.9" });
});

test.afterEach(async ({ request }) => {
  await setVisitorLocation(request, usualLocation);
});

test("a visitor from a restricted country is blocked, and re-verifying from an allowed one lets them in", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const overlay = page.getByRole("dialog", { name: "We are not available in your country" });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText("203.0.113.9");
  await expectNoAxeViolations(page);

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(BERLIN);
  await overlay.getByRole("button", { name: "Re-verify location" }).click();
  await expect(overlay).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("isVerified"))).toBe("true");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("re-verifying from Saxony-Anhalt keeps the visitor blocked and says so", async ({ page, context }) => {
  await page.goto("/");
  const overlay = page.getByRole("dialog", { name: "We are not available in your country" });
  await expect(overlay).toBeVisible();

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(MAGDEBURG);
  await overlay.getByRole("button", { name: "Re-verify location" }).click();
  await expect(overlay.getByRole("alert")).toHaveText("We could not verify your location.");
  await expect(overlay).toBeVisible();
});

test("a whitelisted visitor is never blocked", async ({ page }) => {
  await page.goto("/?whitelisted=1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The location is never even asked for, so there is nothing to wait on but the page itself.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
