import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { acceptCookieNotice, sessionCookie } from "./session";
import type { Locator } from "@playwright/test";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

/** Picks a birth date in the birthday picker's day, month and year lists. */
async function pickBirthDate(form: Locator, day: string, month: string, year: string) {
  const birthday = form.getByRole("group", { name: "Date of birth" });
  await birthday.getByRole("combobox", { name: "Year" }).selectOption(year);
  await birthday.getByRole("combobox", { name: "Month" }).selectOption({ label: month });
  await birthday.getByRole("combobox", { name: "Day" }).selectOption(day);
}

/** Fills the e-mail sign-up form as a newcomer would, every consent ticked. */
async function fillSignUp(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill("Secret1!");
  await form.getByLabel("First name").fill("Nora");
  await form.getByLabel("Last name").fill("Vella");
  await pickBirthDate(form, "11", "February", "1994");
  await form.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await form.getByRole("checkbox", { name: "I am 18 years old or older" }).check();
}

test("a visitor signs up by e-mail from the header and ends signed in, offered the next steps", async ({
  page,
  context,
}) => {
  await page.goto("/promotions");
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/promotions\?modal=signup$/);
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("autocomplete", "email");
  // Currency and country come from the server's lists; the country starts at the visitor's.
  await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveText(/EUR/);
  await expect(dialog.getByText("Malta")).toBeVisible();
  await expectNoAxeViolations(page);

  await fillSignUp(dialog, "nora.vella@example.com");
  await dialog.getByRole("button", { name: "Sign up" }).click();

  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  // Sign-up and the sign-in after it each hash the password at the reference API's full cost.
  await expect(welcome.getByRole("status")).toHaveText("Your account is ready and you are signed in.", {
    timeout: 15_000,
  });
  await expect(welcome.getByText("We sent a link to nora.vella@example.com.")).toBeVisible();
  await expect(welcome.getByRole("link", { name: "Complete my profile" })).toHaveAttribute(
    "href",
    "/profile/edit-profile",
  );
  expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await expectNoAxeViolations(page);

  await welcome.getByRole("button", { name: "Start playing" }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(banner.getByText("Balance")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign up" })).toBeHidden();
});

test("the sign-up form explains what is missing, and a refusal is shown in words with everything typed kept", async ({
  page,
  context,
}) => {
  await page.goto("/?modal=signup");
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription("Required");
  await expect(dialog.getByRole("checkbox", { name: "I am 18 years old or older" })).toHaveAccessibleDescription(
    "You must confirm that you are 18 or older",
  );
  // The year list reaches this year, so an under-18 birth date can be picked, and is refused in words.
  const birthday = dialog.getByRole("group", { name: "Date of birth" });
  await expect(birthday.getByRole("combobox", { name: "Year" })).toHaveValue("2008");
  await pickBirthDate(dialog, "1", "June", "2012");
  await expect(birthday).toHaveAccessibleDescription("You must be at least 18 years old");
  await expect(birthday.getByRole("combobox", { name: "Year" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await fillSignUp(dialog, "depositor@demo.casino");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("An account with this e-mail already exists", { timeout: 10_000 });
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveValue("depositor@demo.casino");
  await expect(dialog.getByLabel("First name")).toHaveValue("Nora");
  await expect(birthday.getByRole("combobox", { name: "Year" })).toHaveValue("1994");
  await expect(birthday.getByRole("combobox", { name: "Month" })).toHaveValue("2");
  await expect(birthday.getByRole("combobox", { name: "Day" })).toHaveValue("11");
  await expect(dialog.getByRole("checkbox", { name: "I am 18 years old or older" })).toBeChecked();
  expect(await sessionCookie(context)).toBeUndefined();
  await expectNoAxeViolations(page);
});

test("the footer's Sign up opens the same sign-up as a page, which ends in the lobby", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  const form = page.getByRole("form", { name: "Create your account" });
  // The form arrives after the page, with the server's fields, countries and currencies.
  await expect(form).toBeVisible({ timeout: 10_000 });
  await expect(form.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/register?modal=login");
  await expectNoAxeViolations(page);

  await fillSignUp(form, "page.player@example.com");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome!", { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Start playing" }).click();
  await expect(page).toHaveURL(/\/casino$/);
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible();
});
