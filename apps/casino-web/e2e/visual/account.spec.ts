import { expect, test } from "../fixtures";
import { REFERENCE_API_URL } from "../reference-api";
import { signInWithCookie, waitForServerDrawnParts } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`the account screens in the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";

    test.beforeAll(async ({ request }) => {
      // A player of these screenshots' own, with a name and a birth date and nothing else yet.
      const email = `profile.${theme}@example.com`;
      const password = "Secret1!";
      const signUp = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
        data: {
          email,
          password,
          firstName: "Lena",
          lastName: "Camilleri",
          dateOfBirth: "1991-08-30",
          countryCode: "MT",
          currencyCode: "EUR",
        },
      });
      // A retry of this file, on the same servers, finds the player signed up already: it logs in.
      const response = signUp.ok()
        ? signUp
        : await request.post(`${REFERENCE_API_URL}/api/user/login`, { data: { email, password } });
      if (!response.ok()) throw new Error(`the profile player of ${theme}: ${String(response.status())}`);
      token = ((await response.json()) as { accessToken: string }).accessToken;
    });

    fromPhoneWidth();

    test("the sign-up modal in e-mail mode", async ({ page }) => {
      await page.goto("/?modal=signup");
      const dialog = page.getByRole("dialog", { name: "Create your account" });
      await expect(dialog.getByRole("form")).toBeVisible({ timeout: 10_000 });
      await shootAtEachWidth(page, [theme, "sign-up-email.png"]);
    });

    test("the sign-up modal explaining what is missing", async ({ page }) => {
      await page.goto("/?modal=signup");
      const dialog = page.getByRole("dialog", { name: "Create your account" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill("nora@");
      await dialog.getByLabel("Password", { exact: true }).fill("secret");
      await dialog.getByRole("button", { name: "Sign up" }).click();
      await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
      await shootAtEachWidth(dialog, [theme, "sign-up-errors.png"]);
    });

    test("the forgotten-password modal", async ({ page }) => {
      await page.goto("/?modal=reset-password");
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await expect(dialog.getByRole("button", { name: "Send the link" })).toBeVisible({ timeout: 10_000 });
      await shootAtEachWidth(dialog, [theme, "reset-password.png"]);
    });

    test("the sign-up page", async ({ page }) => {
      await page.goto("/register");
      await expect(page.getByRole("form", { name: "Create your account" })).toBeVisible({ timeout: 10_000 });
      await shootAtEachWidth(page, [theme, "register.png"]);
    });

    test("the profile", async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL, token);
      await page.goto("/profile");
      await expect(page.getByRole("progressbar")).toBeVisible();
      await shootAtEachWidth(page, [theme, "profile.png"]);
    });

    test("the edit-profile page", async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL, token);
      await page.goto("/profile/edit-profile");
      await waitForServerDrawnParts(page);
      await expect(page.getByRole("form", { name: "Profile information" })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
      await shootAtEachWidth(page, [theme, "edit-profile.png"], { fullPage: true });
    });
  });
}
