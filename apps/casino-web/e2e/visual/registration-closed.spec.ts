import { expect, test } from "../fixtures";
import { atEachWidth, settle, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`a closed registration in the ${theme} theme`, () => {
    // The journeys' clock stands at 12:00 UTC: the brand's window for Malta is shut now.
    useSiteTheme(theme, { settings: { registrationConfigs: { MT: [{ from: "11:00", to: "13:00" }] } } });

    atEachWidth((width) => {
      test("the sign-up modal saying why registration is closed", async ({ page }) => {
        await page.goto("/?modal=signup");
        const dialog = page.getByRole("dialog", { name: "Create your account" });
        await expect(dialog.getByRole("heading", { name: "Registration is closed" })).toBeVisible({ timeout: 10_000 });
        await settle(page);
        await expect(dialog).toHaveScreenshot([theme, width, "registration-closed.png"]);
      });
    });
  });
}
