import { E2E_NOW } from "../clock";
import { expect, test } from "../fixtures";

import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the sign-up modes in the ${theme} theme`, () => {
    useSiteTheme(theme, { registrationModes: ["email", "phone", "oneClick"] });

    fromPhoneWidth();

    test("the phone tab, a number refused in words", async ({ page }) => {
      await page.goto("/?modal=signup");
      const dialog = page.getByRole("dialog", { name: "Create your account" });
      await dialog.getByRole("tab", { name: "Phone" }).click({ timeout: 10_000 });
      const number = dialog.getByRole("textbox", { name: "Phone number" });
      await number.fill("7912");
      await dialog.getByRole("button", { name: "Sign up" }).click();
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await number.scrollIntoViewIfNeeded();
      await shootAtEachWidth(dialog, [theme, "sign-up-phone.png"], {}, () => number.scrollIntoViewIfNeeded());
    });

    test("the login that takes a phone number", async ({ page }) => {
      await page.goto("/?modal=login");
      const dialog = page.getByRole("dialog", { name: "Log in" });
      await expect(dialog.getByLabel("E-mail or phone number")).toBeVisible({ timeout: 10_000 });
      await shootAtEachWidth(dialog, [theme, "login-phone.png"]);
    });

    test("the one-click tab", async ({ page }) => {
      await page.goto("/?modal=signup");
      const dialog = page.getByRole("dialog", { name: "Create your account" });
      await dialog.getByRole("tab", { name: "One click" }).click({ timeout: 10_000 });
      await expect(dialog.getByRole("button", { name: "Sign up" })).toBeVisible();
      await shootAtEachWidth(dialog, [theme, "sign-up-one-click.png"]);
    });

    test("the linked sign-up, back from the third party, an under-18 year refused", async ({ page }) => {
      await page.goto("/?modal=signup");
      // No time limit of the click's own: it includes waiting for the third party's page, which on a
      // loaded two-core run took over 10 s once (the test's limit still catches a hang).
      await page.getByRole("button", { name: "Continue with Demo ID" }).click();
      await page.waitForURL(/\/__provider\/sign-in/);
      await page.getByLabel("E-mail").fill("alex.morgan@id.example");
      await page.getByRole("button", { name: "Continue to Demo Casino" }).click();
      const dialog = page.getByRole("dialog", { name: "Complete your account" });
      const year = dialog.getByRole("combobox", { name: "Year" });
      await year.focus({ timeout: 10_000 });
      await year.selectOption(String(E2E_NOW.getUTCFullYear() - 10));
      await year.press("Tab");
      await expect(year).toHaveAttribute("aria-invalid", "true");
      await shootAtEachWidth(dialog, [theme, "linked-sign-up.png"]);
    });

    test("the one-click credentials, shown once", async ({ page }) => {
      // Each run makes a new account of its own: the made-up login and password are masked.
      test.slow();
      await page.goto("/?modal=signup");
      const dialog = page.getByRole("dialog", { name: "Create your account" });
      await dialog.getByRole("tab", { name: "One click" }).click({ timeout: 10_000 });
      await dialog.getByRole("checkbox", { name: /I accept the/ }).check();
      await dialog.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
      await dialog.getByRole("button", { name: "Sign up" }).click();
      const welcome = page.getByRole("dialog", { name: "Welcome!" });
      await expect(welcome.locator("code")).toHaveCount(2, { timeout: 15_000 });
      await shootAtEachWidth(welcome, [theme, "sign-up-one-click-credentials.png"], {
        mask: [welcome.locator("code")],
      });
    });
  });
}
