import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { clearFaults, injectFault, REFERENCE_API_URL } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("a save the server refuses is explained and keeps every value typed", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await acceptCookieNotice(context, baseURL);
  // A player of this journey's own.
  const response = await request.post(`${REFERENCE_API_URL}/api/user/sign-up`, {
    data: {
      email: "lena.fault@example.com",
      password: "Secret1!",
      currencyCode: "EUR",
      countryCode: "MT",
      dateOfBirth: "1991-08-30",
    },
  });
  await signInWithCookie(context, baseURL, ((await response.json()) as { accessToken: string }).accessToken);
  await injectFault(request, { path: "/api/user/update-user-details", status: 500, times: 1 });

  await page.goto("/profile/edit-profile");
  await waitForServerDrawnParts(page);
  const form = page.getByRole("form", { name: "Profile information" });
  await expect(form).toBeVisible({ timeout: 10_000 });
  await form.getByLabel("First name").fill("Lena");
  await form.getByLabel("City").fill("Mdina");
  await form.getByLabel("Postal code").fill("MDN 1010");
  await form.getByLabel("Address").fill("2 Villegaignon Street");
  await form.getByRole("button", { name: "Update profile" }).click();

  await expect(form.getByRole("alert")).not.toBeEmpty();
  await expect(form.getByLabel("First name")).toHaveValue("Lena");
  await expect(form.getByLabel("City")).toHaveValue("Mdina");
  await expect(form.getByLabel("Address")).toHaveValue("2 Villegaignon Street");
  await expectNoAxeViolations(page);
});
