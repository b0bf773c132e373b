import { isCashbackCardHidden } from "@casino/domain";
import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { openPhoneMenuWithCashback } from "../phone-menu";
import { settle, THEMES, useSiteTheme, VIEWPORTS } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the phone menu of a player in the ${theme} theme`, () => {
    useSiteTheme(theme);

    test("the phone menu with the cashback card (none where the theme hides cashback)", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await page.clock.setFixedTime(E2E_NOW);
      await page.setViewportSize(VIEWPORTS.phone);
      const { menu: drawer } = await openPhoneMenuWithCashback({ page, context, request, baseURL }, `drawer-${theme}`);
      if (!isCashbackCardHidden(theme))
        await expect(drawer.getByRole("button", { name: "Claim" })).toBeVisible({ timeout: 15_000 });
      await settle(page);
      // The page's clock stands at noon: the countdown reads 30:00 to the 12:30 payout.
      await expect(drawer).toHaveScreenshot([theme, "phone", "drawer-cashback.png"]);
    });
  });
}
