import { randomInt } from "node:crypto";
import { matchPagePath } from "@casino/domain";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import {
  clearFaults,
  demoPlayerToken,
  injectFault,
  patchSettings,
  REFERENCE_API_URL,
  signUpPlayer,
} from "./reference-api";
import { acceptCookieNotice, signInWithCookie } from "./session";

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

test.describe("in panel navigation", () => {
  let restore: Record<string, unknown> = {};

  test.beforeAll(async ({ request }) => {
    restore = await patchSettings(request, { navigationSystem: "panel" });
  });

  test.afterAll(async ({ request }) => {
    await patchSettings(request, restore);
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookieNotice(context, baseURL);
  });

  test("a player opens Edit profile from the menu on the account page, saves a change and finds it after a reload", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInWithCookie(context, baseURL, await signUpPlayer(request, "panel.profile@example.com"));
    await page.goto("/promotions");
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "My profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // Edit-profile is the account page's address in panel navigation.
    await page.getByRole("main").getByRole("link", { name: "Edit profile" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const form = page.getByRole("form", { name: "Profile information" });
    await expect(form).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page);

    await form.getByLabel("City").fill("Sliema");
    await form.getByLabel("Postal code").fill("SLM 1010");
    await form.getByLabel("Address").fill("4 Tower Road");
    await form.getByRole("button", { name: "Update profile" }).click();
    await expect(form.getByRole("status")).toHaveText("Your profile has been updated.");

    await page.reload();
    await expect(form.getByLabel("City")).toHaveValue("Sliema", { timeout: 10_000 });
    await expect(form.getByLabel("Address")).toHaveValue("4 Tower Road");
    // The basic navigation's address of the page leads here too.
    await page.goto("/de/profile/edit-profile");
    await expect(page).toHaveURL(/\/de\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Persönliche Angaben" })).toBeVisible({ timeout: 10_000 });
  });

  test("every page of the page URL table that the header, menus, footer and profile link to opens a page of its own", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // Some fifteen page loads.
    test.slow();
    await signInWithCookie(context, baseURL, await demoPlayerToken(request));
    await page.goto("/profile");
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    const paths = await tablePagesLinked(page);
    expect(paths).toContain("/account");
    expect(paths).toContain("/profile");
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    }
  });

  test("the linked sign-up returns to the account page, where the new player's profile is editable", async ({
    page,
  }) => {
    // The sign-up hashes a password at the reference API's shipped cost.
    test.slow();
    await page.goto("/?modal=signup");
    await page
      .getByRole("dialog", { name: "Create your account" })
      .getByRole("button", { name: "Continue with Demo ID" })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${REFERENCE_API_URL}/__provider/sign-in\\?state=`));
    await page.getByLabel("E-mail").fill(`panel.${String(randomInt(0, 1_000_000_000))}@id.example`);
    await page.getByRole("button", { name: "Continue to Demo Casino" }).click();
    await expect(page).toHaveURL(/\/account\?modal=linked-signup&linked=[0-9a-f-]{36}$/);

    const dialog = page.getByRole("dialog", { name: "Complete your account" });
    await expect(dialog.getByLabel("First name")).toHaveValue("Alex", { timeout: 10_000 });
    await dialog.getByRole("combobox", { name: "Year" }).selectOption(String(E2E_NOW.getUTCFullYear() - 30));
    await dialog
      .getByRole("textbox", { name: "Phone number" })
      .fill(`79${String(randomInt(0, 1_000_000)).padStart(6, "0")}`);
    await dialog.getByLabel("Address").fill("1 Republic Street");
    await dialog.getByRole("checkbox", { name: /18 years old or older and accept/ }).check();
    await dialog.getByRole("button", { name: "Sign up" }).click();

    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/account$/);
    const form = page.getByRole("form", { name: "Profile information" });
    await expect(form.getByLabel("First name")).toHaveValue("Alex", { timeout: 10_000 });
    await expect(form.getByLabel("City")).toBeEditable();
    await expect(form.getByRole("button", { name: "Update profile" })).toBeVisible();
  });
});

/**
 * The addresses of the page URL table's pages that the page links to from its header (the account
 * menu open), navigation, footer and main content, in panel navigation; query modals left out.
 */
async function tablePagesLinked(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("header a[href], nav a[href], footer a[href]:not([hreflang]), main a[href], [role=menu] a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .filter((href) => href.startsWith(origin) && !new URL(href).search.includes("modal="))
    .map((href) => new URL(href).pathname);
  return [...new Set(paths)].filter((path) => matchPagePath(path, { navigationSystem: "panel" })?.kind === "page");
}
