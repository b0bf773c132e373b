import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestEmail, linkPath, signUpPlayer } from "./reference-api";
import { acceptCookieNotice, sessionCookie } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a player who forgot their password follows the e-mailed link, chooses a new one and logs in with it", async ({
  page,
  context,
  request,
}) => {
  // Sign-up, the reset and the login each hash a password at the reference API's shipped cost.
  test.slow();
  // A player of this journey's own: it changes their password.
  const email = "forgetful@example.com";
  await signUpPlayer(request, email);

  await page.goto("/?modal=login");
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByRole("link", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await forgot.getByRole("textbox", { name: "E-mail" }).fill(email);
  await forgot.getByRole("button", { name: "Send the link" }).click();
  await expect(forgot.getByRole("status")).toHaveText(
    `If an account uses ${email}, a link to choose a new password is on its way.`,
  );
  await expectNoAxeViolations(page);

  // The link the player receives, from the reference API's outbox.
  const sent = await latestEmail(request, email, "reset-password");
  expect(sent.subject).toBe("Reset your password");
  await page.goto(linkPath(sent));
  const reset = page.getByRole("dialog", { name: "Choose a new password" });
  await expect(reset).toBeVisible();
  // The token leaves the address as soon as the modal has it.
  await expect(page).toHaveURL(/\/\?modal=reset-password$/);
  await reset.getByLabel("New password", { exact: true }).fill("Brand9new!");
  await reset.getByLabel("Confirm the new password").fill("Brand9new?");
  await reset.getByRole("button", { name: "Save the new password" }).click();
  await expect(reset.getByLabel("Confirm the new password")).toHaveAccessibleDescription("Passwords must match");
  await expectNoAxeViolations(page);
  await reset.getByLabel("Confirm the new password").fill("Brand9new!");
  await reset.getByRole("button", { name: "Save the new password" }).click();

  // Then the login modal, where the new password works.
  await expect(page).toHaveURL(/\/casino\?modal=login$/, { timeout: 15_000 });
  const again = page.getByRole("dialog", { name: "Log in" });
  await again.getByRole("textbox", { name: "E-mail" }).fill(email);
  await again.getByLabel("Password", { exact: true }).fill("Brand9new!");
  await again.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("banner").getByText("Balance")).toBeVisible({ timeout: 15_000 });
  expect(await sessionCookie(context)).toMatchObject({ httpOnly: true });

  // The link works once: followed again, it is refused in words, with a way to ask for another.
  await page.goto(linkPath(sent));
  const used = page.getByRole("dialog", { name: "Choose a new password" });
  await used.getByLabel("New password", { exact: true }).fill("Other9new!");
  await used.getByLabel("Confirm the new password").fill("Other9new!");
  await used.getByRole("button", { name: "Save the new password" }).click();
  await expect(used.getByRole("alert")).toHaveText(
    "This reset link has already been used. Ask for a new one below if you need to.",
  );
  await expect(used.getByRole("button", { name: "Send the link" })).toBeVisible();
  await expectNoAxeViolations(page);
});
