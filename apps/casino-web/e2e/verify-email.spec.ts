import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { latestEmail, linkPath, signUpPlayer } from "./reference-api";
import { acceptCookieNotice } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test("a new player follows the verification link from their e-mail, is told the address is verified, and logs in", async ({
  page,
  request,
}) => {
  // A player of this journey's own: following the link verifies their address.
  const email = "verify.me@example.com";
  await signUpPlayer(request, email);

  // The e-mail the reference API sent at sign-up, as the player's mailbox shows it.
  const sent = await latestEmail(request, email, "verify-email");
  expect(sent.subject).toBe("Verify your e-mail address");
  await page.goto(linkPath(sent));
  const dialog = page.getByRole("dialog", { name: "Verify your e-mail" });
  await expect(dialog.getByRole("status")).toHaveText("Your e-mail address is verified. Thank you!", {
    timeout: 10_000,
  });
  // The token leaves the address as soon as the modal has it.
  await expect(page).toHaveURL(/\/\?modal=verify-email$/);
  await expectNoAxeViolations(page);

  await dialog.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();

  // The link works once: followed again, it opens the expired-link modal. Asking for a new link
  // answers as for any address, verified or not, so the modal tells no one which addresses have
  // accounts (docs/security.md, "Second round: the back end").
  await page.goto(linkPath(sent));
  await expect(page).toHaveURL(/\/\?modal=verify-email-expired$/, { timeout: 10_000 });
  const expired = page.getByRole("dialog", { name: "Link expired" });
  await expired.getByRole("textbox", { name: "E-mail" }).fill(email);
  await expired.getByRole("button", { name: "Send a new link" }).click();
  await expect(expired.getByRole("status")).toHaveText("A new link is on its way. Check your inbox.");
  await expectNoAxeViolations(page);
});
