import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { demoPlayerToken, REFERENCE_API_URL } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

/** A player of this journey's own, signed up through the reference API: the journey changes their profile. */
async function newPlayerToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
    data: {
      email,
      password: "Secret1!",
      firstName: "Lena",
      lastName: "Camilleri",
      dateOfBirth: "1991-08-30",
      countryCode: "MT",
      currencyCode: "EUR",
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player finds their details, wallet and loyalty on the profile, reached from the account menu", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "lena.profile@example.com"));
  await page.goto("/promotions");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My profile");

  const details = page.getByRole("region", { name: "Player details" });
  await expect(details.getByText("Lena Camilleri")).toBeVisible();
  await expect(details.getByText("lena.profile@example.com (Not verified)")).toBeVisible();
  const wallet = page.getByRole("region", { name: "Wallet" });
  await expect(wallet.getByText("€0.00").first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress to the next level" })).toHaveAttribute(
    "aria-valuemin",
    "0",
  );
  await expectNoAxeViolations(page);
});

test("a player completes the profile and sees it saved", async ({ page, context, request, baseURL }) => {
  await signInWithCookie(context, baseURL, await newPlayerToken(request, "lena.edit@example.com"));
  await page.goto("/profile");
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  const form = page.getByRole("form", { name: "Profile information" });
  await expect(form).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);

  await form.getByLabel("City").fill("Sliema");
  await form.getByLabel("Postal code").fill("SLM 1010");
  await form.getByLabel("Address").fill("4 Tower Road");
  await form.getByRole("button", { name: "Update profile" }).click();
  await expect(form.getByRole("status")).toHaveText("Your profile has been updated.");
  await expectNoAxeViolations(page);

  await page.goto("/profile");
  await expect(
    page.getByRole("region", { name: "Player details" }).getByText("4 Tower Road, SLM 1010, Sliema"),
  ).toBeVisible();
});

test("a KYC-approved player finds the address locked, saying why", async ({ page, context, request, baseURL }) => {
  // Only read: the demo player's profile is not changed.
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "kyc@demo.casino"));
  await page.goto("/profile/edit-profile");
  await waitForServerDrawnParts(page);
  const form = page.getByRole("form", { name: "Profile information" });
  await expect(form).toBeVisible({ timeout: 10_000 });
  const address = form.getByLabel("Address");
  await expect(address).toHaveValue("Unter den Linden 1");
  await expect(address).toHaveAttribute("readonly", "");
  await expect(address).toHaveAccessibleDescription("This field can no longer be changed.");
  await expect(form.getByLabel("City")).not.toHaveAttribute("readonly");
});

test("a player whose birth date is the 1900 placeholder saves only the city: the birth date stays missing and editable", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, baseURL, await demoPlayerToken(request, "birthdate@demo.casino"));
  const update = page.waitForRequest(
    (call) => call.url().includes("/api/user/update-user-details") && call.method() === "PUT",
  );
  await page.goto("/profile/edit-profile");
  await waitForServerDrawnParts(page);
  const form = page.getByRole("form", { name: "Profile information" });
  await expect(form).toBeVisible({ timeout: 10_000 });
  const birthDate = form.getByRole("group", { name: "Date of birth" });
  for (const part of ["Day", "Month", "Year"]) {
    await expect(birthDate.getByRole("combobox", { name: part })).toHaveValue("");
    await expect(birthDate.getByRole("combobox", { name: part })).toBeEnabled();
  }

  await form.getByLabel("City").fill("Mosta");
  await form.getByRole("button", { name: "Update profile" }).click();
  await expect(form.getByRole("status")).toHaveText("Your profile has been updated.");
  // No birth date went out in the player's name.
  expect((await update).postDataJSON()).not.toHaveProperty("dateOfBirth");

  await page.reload();
  await expect(form.getByLabel("City")).toHaveValue("Mosta", { timeout: 10_000 });
  for (const part of ["Day", "Month", "Year"]) {
    await expect(birthDate.getByRole("combobox", { name: part })).toHaveValue("");
    await expect(birthDate.getByRole("combobox", { name: part })).toBeEnabled();
  }
  await expect(birthDate).not.toHaveAccessibleDescription("This field can no longer be changed.");
  await expectNoAxeViolations(page);

  await page.goto("/profile");
  const details = page.getByRole("region", { name: "Player details" });
  await expect(details.getByText("1 Main Street, MST 1000, Mosta")).toBeVisible();
  const birthDateRow = details
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: "Date of birth" }) });
  await expect(birthDateRow.getByRole("definition")).toHaveText("Not set");
});
