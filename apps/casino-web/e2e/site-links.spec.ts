import { MENU_ROUTES } from "@casino/domain";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { demoPlayerToken } from "./reference-api";

/**
 * Every link of ours in the header, its menus and the footer, as the page shows it (query modals
 * left out); `languages: false` leaves out the language switcher's links to the other locales.
 */
async function siteLinks(page: Page, { languages = true } = {}): Promise<string[]> {
  const selector = languages ? "a[href]" : "a[href]:not([hreflang])";
  const hrefs = await page
    .locator(`header ${selector}, footer ${selector}, nav ${selector}`)
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs)].filter((href) => href.startsWith(origin) && !new URL(href).search.includes("modal="));
}

// These walk every link of the site, one page load each, and grow with every page a brand adds.
test.describe.configure({ timeout: 90_000 });

/** Opens each address: it answers 200 and shows a heading. */
async function expectEachOpens(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeAttached();
  }
}

test("every header, menu and footer link opens a page with a heading, for a visitor", async ({ page }) => {
  await page.goto("/");
  const links = await siteLinks(page);
  expect(links.length).toBeGreaterThan(10);
  await expectEachOpens(page, links);
});

test("every header, menu and footer link opens a page with a heading, for a player in German", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A player's header adds the account menu's pages: some thirty page loads in all.
  test.slow();
  await context.addCookies([{ name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" }]);
  await page.goto("/de");
  const links = await siteLinks(page, { languages: false });
  expect(links.filter((href) => !new URL(href).pathname.startsWith("/de"))).toEqual([]);
  await expectEachOpens(page, links);
});

test("every menu route of the static data opens a page, the player's profile and bonuses the same pages the account menu opens", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await expectEachOpens(
    page,
    MENU_ROUTES.map((route) => route.path),
  );
  // The static data's own addresses of two pages the account menu reaches by their page URL.
  await context.addCookies([{ name: "accessToken", value: await demoPlayerToken(request), url: baseURL ?? "" }]);
  await page.goto("/profile2/my-bonuses");
  await expect(page.getByRole("heading", { level: 1, name: "Bonuses" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your active bonuses" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/profile2/my-profile");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
});
