import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { signInWithCookie, waitForServerDrawnParts } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the player's statistics in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("the statistics page", async ({ page, context, request, baseURL }) => {
      // Only read here: twelve seeded rounds, eighth on the running race.
      await signInWithCookie(context, baseURL, await demoPlayerToken(request, "stats@demo.casino"));
      await page.goto("/profile/statistics");
      await waitForServerDrawnParts(page);
      await expect(page.getByRole("table", { name: "Latest races" })).toBeVisible({ timeout: 20_000 });
      await shootAtEachWidth(page, [theme, "player-stats.png"], { fullPage: true });
    });
  });
}
