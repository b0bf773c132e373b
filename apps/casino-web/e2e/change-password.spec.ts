import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signUpPlayer } from "./reference-api";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player changes their password on the profile; a wrong current password is refused in words", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Each try checks the current password at the reference API's shipped hashing cost.
  test.slow();
  // A player of this journey's own: it changes their password.
  await signInWithCookie(context, baseURL, await signUpPlayer(request, "new.password@example.com"));
  await page.goto("/profile/edit-profile");
  await waitForServerDrawnParts(page);
  const form = page.getByRole("form", { name: "Change password" });
  await expect(form).toBeVisible({ timeout: 20_000 });

  await form.getByLabel("Current password").fill("NotMine1!");
  await form.getByLabel("New password", { exact: true }).fill("Fresh123!");
  await form.getByLabel("Confirm the new password").fill("Fresh123!");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("The current password is wrong.", { timeout: 20_000 });
  await expect(form.getByLabel("New password", { exact: true })).toHaveValue("Fresh123!");
  await expectNoAxeViolations(page);

  await form.getByLabel("Current password").fill("Demo123!");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toHaveText("Your password has been changed.", { timeout: 20_000 });
  await expect(form.getByLabel("Current password")).toHaveValue("");
  // Still signed in here: a change ends the player's other sessions, not this one.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit profile");
  await expect(page.getByRole("form", { name: "Change password" })).toBeVisible({ timeout: 20_000 });
});
