import { isCashbackCardHidden } from "@casino/domain";
import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { signInWithCookie } from "../session";
import { atEachWidth, fromPhoneWidth, settle, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

/** The header's height and what opens under it (the account menu) on a desktop. */
const HEADER_AREA = 480;

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the session screens in the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";

    test.beforeAll(async ({ request }) => {
      token = await demoPlayerToken(request);
    });

    test.describe("one load for both widths", () => {
      fromPhoneWidth();

      test("the header of a visitor", async ({ page }) => {
        await page.goto("/promotions");
        await shootAtEachWidth(page.getByRole("banner"), [theme, "header-guest.png"]);
      });

      test("the header of a player", async ({ page, context, baseURL }) => {
        await signInWithCookie(context, baseURL, token);
        await page.goto("/promotions");
        // The balance is the player's (its label is for screen readers only on a phone).
        await expect(page.getByRole("banner").getByLabel("Balance")).toContainText("€250.00");
        await shootAtEachWidth(page.getByRole("banner"), [theme, "header-player.png"]);
      });

      test("the login modal", async ({ page }) => {
        await page.goto("/promotions?modal=login");
        await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
        await shootAtEachWidth(page, [theme, "login-modal.png"]);
      });
    });

    // Per width: what opens is not the same control. A phone opens the drawer with its Menu button
    // (present under 768 px only), a desktop the Account menu, each a state of its own width.
    atEachWidth((width, viewport) => {
      test("the player's menu open", async ({ page, context, baseURL }) => {
        await signInWithCookie(context, baseURL, token);
        await page.goto("/promotions");
        const banner = page.getByRole("banner");
        if (width === "phone") {
          // Under 768 px the account links and Log out are in the drawer.
          await banner.getByRole("button", { name: "Menu" }).click();
          const drawer = page.getByRole("dialog", { name: "Menu" });
          await expect(drawer.getByRole("button", { name: "Log out" })).toBeVisible();
          // The cashback card comes with the player's award, where the theme shows cashback.
          if (!isCashbackCardHidden(theme))
            await expect(drawer.getByRole("region", { name: "Cashback" })).toBeVisible({ timeout: 15_000 });
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
    });
  });
}
