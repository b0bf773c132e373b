import { expect, test } from "../fixtures";
import { latestEmail, linkPath, signUpPlayer } from "../reference-api";

import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the e-mail verification modals in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("the verified address", async ({ page, request }) => {
      // A player of these screenshots' own: the link verifies their address once.
      const email = `verified.${theme}@example.com`;
      await signUpPlayer(request, email);
      await page.goto(linkPath(await latestEmail(request, email, "verify-email")));
      const dialog = page.getByRole("dialog", { name: "Verify your e-mail" });
      await expect(dialog.getByRole("link", { name: "Log in" })).toBeVisible({ timeout: 10_000 });
      await shootAtEachWidth(dialog, [theme, "verify-email-verified.png"]);
    });

    test("the expired link, with a new one asked for", async ({ page }) => {
      await page.goto("/?modal=verify-email-expired");
      const dialog = page.getByRole("dialog", { name: "Link expired" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill("nora@");
      await dialog.getByRole("button", { name: "Send a new link" }).click();
      await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
      await shootAtEachWidth(dialog, [theme, "verify-email-expired.png"]);
    });
  });
}
