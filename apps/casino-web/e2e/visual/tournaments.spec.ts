import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { acceptCookieNotice } from "../session";
import { settle, THEMES, VIEWPORTS, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the tournaments in the ${theme} theme`, () => {
    useSiteTheme(theme);

    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test(`tournaments at ${width} width`, async ({ page, context, baseURL }) => {
        await page.clock.setFixedTime(E2E_NOW);
        await page.setViewportSize(viewport);
        await acceptCookieNotice(context, baseURL);
        await page.goto("/tournaments");
        // Drawn once the leaderboards have answered.
        await expect(page.getByRole("table")).toHaveCount(2, { timeout: 20_000 });
        // The running race also counts the rounds other specs of the same lane play (a sign-up's
        // first bet, a lobby's demo round): only its eight seeded rows are drawn here, whatever ran
        // before. Journeys (tournaments.spec.ts) read the live leaderboard.
        await page
          .getByRole("table")
          .first()
          .locator("tbody tr:nth-child(n+9)")
          .evaluateAll((rows) => rows.forEach((row) => row.remove()));
        await settle(page);
        await expect(page).toHaveScreenshot([theme, width, "tournaments.png"], { fullPage: true });
      });
    }
  });
}
