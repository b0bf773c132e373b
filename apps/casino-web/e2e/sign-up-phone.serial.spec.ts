import { randomInt } from "node:crypto";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { patchSettings } from "./reference-api";
import { acceptCookieNotice } from "./session";

// Serial: the brand's sign-up modes change what every visitor is offered.
let restore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  restore = await patchSettings(request, { registrationModes: ["email", "phone", "oneClick"] });
});

test.afterAll(async ({ request }) => {
  await patchSettings(request, restore);
});

test("a visitor signs up by phone number with the country's calling code, and signs in again with the number", async ({
  page,
  context,
  baseURL,
}) => {
  // The sign-up and each login hash a password at the reference API's shipped cost.
  test.slow();
  await acceptCookieNotice(context, baseURL);
  // A Maltese mobile number of this run's own, so that a retry never meets its own account.
  const national = `79${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
  await page.goto("/?modal=signup");
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog.getByRole("tab")).toHaveText(["E-mail", "Phone", "One click"], { timeout: 10_000 });
  await dialog.getByRole("tab", { name: "Phone" }).click();
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveCount(0);
  // The calling code starts on the visitor's country (the reference API places it in Malta).
  await expect(dialog.getByRole("button", { name: /^Country code/ })).toContainText("+356");
  const number = dialog.getByRole("textbox", { name: "Phone number" });
  await number.fill(national.slice(0, 4));
  await dialog.getByLabel("Password", { exact: true }).fill("Secret1!");
  await dialog.getByLabel("First name").fill("Pia");
  await dialog.getByLabel("Last name").fill("Borg");
  await dialog.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(number).toHaveAccessibleDescription(/too short/i);
  await expect(number).toBeFocused();
  await expectNoAxeViolations(page);

  await number.fill(national);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  await expect(welcome.getByRole("status")).toHaveText("Your account is ready and you are signed in.", {
    timeout: 20_000,
  });
  // No e-mail to verify: the number is the login. The profile is what is left to complete.
  await expect(welcome.getByText(/We sent a link/)).toHaveCount(0);
  await expect(welcome.getByRole("link", { name: "Complete my profile" })).toBeVisible();
  await expectNoAxeViolations(page);
  await welcome.getByRole("button", { name: "Start playing" }).click();
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Balance")).toBeVisible();

  // Signed out, the login takes the number in international form, spaced as the player likes.
  await context.clearCookies();
  await acceptCookieNotice(context, baseURL);
  await page.goto("/?modal=login");
  const login = page.getByRole("dialog", { name: "Log in" });
  const identifier = login.getByLabel("E-mail or phone number");
  await expect(identifier).toHaveAccessibleDescription(/starts with \+ and the country code/);
  await identifier.fill(`+356 ${national.slice(0, 4)} ${national.slice(4)}`);
  await login.getByLabel("Password", { exact: true }).fill("Secret1!");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });
  await expect(banner.getByText("Balance")).toBeVisible();
});
