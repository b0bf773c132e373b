import type { Page } from "@playwright/test";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { demoPlayerToken, patchSettings } from "../reference-api";
import { acceptCookieNotice, signInWithCookie } from "../session";

/** The themes the kit ships, each a brand of its own. */
const THEMES = ["curacao", "lulu", "wincraft"] as const;

/** A phone and a desktop, the two widths every baseline is taken at. */
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** The header's height and what opens under it (the account menu) on a desktop. */
const HEADER_AREA = 480;

/** Waits until the page is drawn as a player would see it: loaded, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the session screens in the ${theme} theme`, () => {
    let restore: Record<string, unknown> = {};
    let token = "";

    test.beforeAll(async ({ request }) => {
      restore = await patchSettings(request, { theme });
      token = await demoPlayerToken(request);
    });

    test.afterAll(async ({ request }) => {
      await patchSettings(request, restore);
    });

    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(`at ${width} width`, () => {
        test.beforeEach(async ({ page, context, baseURL }) => {
          await page.clock.setFixedTime(E2E_NOW);
          await page.setViewportSize(viewport);
          await acceptCookieNotice(context, baseURL);
        });

        test("the header of a visitor", async ({ page }) => {
          await page.goto("/promotions");
          await settle(page);
          await expect(page.getByRole("banner")).toHaveScreenshot([theme, width, "header-guest.png"]);
        });

        test("the header of a player", async ({ page, context, baseURL }) => {
          await signInWithCookie(context, baseURL, token);
          await page.goto("/promotions");
          // The balance is the player's (its label is for screen readers only on a phone).
          await expect(page.getByRole("banner").getByLabel("Balance")).toContainText("€250.00");
          await settle(page);
          await expect(page.getByRole("banner")).toHaveScreenshot([theme, width, "header-player.png"]);
        });

        test("the player's menu open", async ({ page, context, baseURL }) => {
          await signInWithCookie(context, baseURL, token);
          await page.goto("/promotions");
          const banner = page.getByRole("banner");
          if (width === "phone") {
            // Under 768 px the account links and Log out are in the drawer.
            await banner.getByRole("button", { name: "Menu" }).click();
            const drawer = page.getByRole("dialog", { name: "Menu" });
            await expect(drawer.getByRole("button", { name: "Log out" })).toBeVisible();
            await settle(page);
            await expect(page).toHaveScreenshot([theme, width, "header-menu-open.png"]);
          } else {
            await banner.getByRole("button", { name: "Account" }).click();
            await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
            await settle(page);
            await expect(page).toHaveScreenshot([theme, width, "header-menu-open.png"], {
              clip: { x: 0, y: 0, width: viewport.width, height: HEADER_AREA },
            });
          }
        });

        test("the login modal", async ({ page }) => {
          await page.goto("/promotions?modal=login");
          await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot([theme, width, "login-modal.png"]);
        });
      });
    }
  });
}
