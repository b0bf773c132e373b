import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";
import { REFERENCE_API_URL } from "./reference-api";
import { acceptCookieNotice, waitForServerDrawnParts } from "./session";

/** From the sign-up modal to the stand-in third party and back: answers the linked sign-up dialog. */
async function signInWithDemoId(page: Page, email: string) {
  await page.goto("/?modal=signup");
  await page
    .getByRole("dialog", { name: "Create your account" })
    .getByRole("button", { name: "Continue with Demo ID" })
    .click();
  // The third party's own page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${REFERENCE_API_URL}/__provider/sign-in\\?state=`));
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue to Demo Casino" }).click();
  await expect(page).toHaveURL(/\/profile\/edit-profile\?modal=linked-signup&linked=[0-9a-f-]{36}$/);
  return page.getByRole("dialog", { name: "Complete your account" });
}

test("a visitor signs up with a third party: its details filled in, the rest checked, and the profile theirs", async ({
  page,
  context,
  baseURL,
}) => {
  // The sign-up hashes a password at the reference API's shipped cost.
  test.slow();
  await acceptCookieNotice(context, baseURL);
  const email = `alex.${String(randomInt(0, 1_000_000_000))}@id.example`;
  const dialog = await signInWithDemoId(page, email);
  await expect(dialog.getByText("You signed in with Demo ID.", { exact: false })).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await expect(dialog.getByLabel("First name")).toHaveValue("Alex");
  await expect(dialog.getByLabel("Last name")).toHaveValue("Morgan");
  // Untouched: the button waits, and says why.
  const submit = dialog.getByRole("button", { name: "Sign up" });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText("Check the fields above and tick the consent box to continue.")).toBeVisible();
  await expectNoAxeViolations(page);

  // An under-18 birth year is refused in words, and the button stays off.
  const year = dialog.getByRole("combobox", { name: "Year" });
  // Picked, then left, as a player moving on to the next field does.
  await year.focus();
  await year.selectOption(String(E2E_NOW.getUTCFullYear() - 10));
  await year.press("Tab");
  await expect(dialog.getByRole("group", { name: "Date of birth" })).toHaveAccessibleDescription(
    "You must be at least 18 years old",
  );
  await dialog.getByRole("checkbox", { name: /18 years old or older and accept/ }).check();
  await dialog
    .getByRole("textbox", { name: "Phone number" })
    .fill(`79${String(randomInt(0, 1_000_000)).padStart(6, "0")}`);
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  await year.selectOption("1990");
  await dialog.getByLabel("Address").fill("1 Republic Street");
  await expect(submit).toBeEnabled();
  await submit.click();

  // Signed up and signed in: the modal has closed onto the edit-profile page, now the player's own.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible();
  const form = page.getByRole("form", { name: "Profile information" });
  await expect(form.getByLabel("First name")).toHaveValue("Alex", { timeout: 10_000 });
  await expect(form.getByLabel("Address")).toHaveValue("1 Republic Street");
});

test("closing the linked sign-up forgets the link and leaves the visitor on the edit-profile page", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  const dialog = await signInWithDemoId(page, `closer.${String(randomInt(0, 1_000_000_000))}@id.example`);
  await expect(dialog.getByLabel("First name")).toHaveValue("Alex", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
});

test("a link the back end does not know says so and offers the sign-up again", async ({ page, context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
  await page.goto("/profile/edit-profile?modal=linked-signup&linked=00000000-0000-4000-8000-000000000000");
  await waitForServerDrawnParts(page);
  const dialog = page.getByRole("dialog", { name: "Complete your account" });
  await expect(dialog.getByRole("heading", { name: /This sign-in has expired or was already used/ })).toBeVisible({
    timeout: 10_000,
  });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Sign up again" }).click();
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
});
