import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";
import { latestEmail, linkPath, signUpPlayer } from "../reference-api";
import { acceptCookieNotice } from "../session";
import { settle, THEMES, useSiteTheme, VIEWPORTS } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the e-mail verification modals in the ${theme} theme`, () => {
    useSiteTheme(theme);

    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(`at ${width} width`, () => {
        test.beforeEach(async ({ page, context, baseURL }) => {
          await page.clock.setFixedTime(E2E_NOW);
          await page.setViewportSize(viewport);
          await acceptCookieNotice(context, baseURL);
        });

        test("the verified address", async ({ page, request }) => {
          // A player of this screenshot's own: the link verifies their address once.
          const email = `verified.${theme}.${width}@example.com`;
          await signUpPlayer(request, email);
          await page.goto(linkPath(await latestEmail(request, email, "verify-email")));
          const dialog = page.getByRole("dialog", { name: "Verify your e-mail" });
          await expect(dialog.getByRole("link", { name: "Log in" })).toBeVisible({ timeout: 10_000 });
          await settle(page);
          await expect(dialog).toHaveScreenshot([theme, width, "verify-email-verified.png"]);
        });

        test("the expired link, with a new one asked for", async ({ page }) => {
          await page.goto("/?modal=verify-email-expired");
          const dialog = page.getByRole("dialog", { name: "Link expired" });
          await dialog.getByRole("textbox", { name: "E-mail" }).fill("nora@");
          await dialog.getByRole("button", { name: "Send a new link" }).click();
          await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
          await settle(page);
          await expect(dialog).toHaveScreenshot([theme, width, "verify-email-expired.png"]);
        });
      });
    }
  });
}
