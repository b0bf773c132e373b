import { expect, test } from "../fixtures";
import { waitForServerDrawnParts } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the tournaments in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("tournaments at each width", async ({ page }) => {
      await page.goto("/tournaments");
      // Drawn once the leaderboards have answered.
      await expect(page.getByRole("table")).toHaveCount(2, { timeout: 20_000 });
      // Hydrated first: rows taken out of the server's HTML before would be drawn back.
      await waitForServerDrawnParts(page);
      // The running race also counts the rounds other specs of the same lane play (a sign-up's
      // first bet, a lobby's demo round): only its eight seeded rows are drawn here, whatever ran
      // before. Journeys (tournaments.spec.ts) read the live leaderboard.
      await page
        .getByRole("table")
        .first()
        .locator("tbody tr:nth-child(n+9)")
        .evaluateAll((rows) => rows.forEach((row) => row.remove()));
      await shootAtEachWidth(page, [theme, "tournaments.png"], { fullPage: true });
    });
  });
}
