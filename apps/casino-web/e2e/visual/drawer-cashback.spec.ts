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
      await expect(drawer.getByRole("button", { name: "Log out" })).toBeVisible();
      if (theme === "curacao")
        await expect(drawer.getByRole("button", { name: "Claim" })).toBeVisible({ timeout: 15_000 });
      await settle(page);
      // The countdown is masked: the page's clock stands still, but the award's reset is the server's.
      await expect(drawer).toHaveScreenshot([theme, "phone", "drawer-cashback.png"], {
        mask: [drawer.getByRole("timer")],
      });
    });
  });
}
