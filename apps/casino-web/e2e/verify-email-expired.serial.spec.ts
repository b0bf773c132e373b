import { expectNoAxeViolations } from "./accessibility";
import { E2E_NOW } from "./clock";
import { expect, test } from "./fixtures";
import { latestEmail, linkPath, resetReferenceClock, setReferenceClock, signUpPlayer } from "./reference-api";
import { acceptCookieNotice } from "./session";

// A verification link works for 24 hours (docs/features.md, "E-mail verification").
const A_DAY_AND_AN_HOUR_LATER = new Date(E2E_NOW.getTime() + 25 * 60 * 60_000);

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context, baseURL);
});

test.afterEach(async ({ request }) => {
  await resetReferenceClock(request);
});

test("a player whose verification link expired lands on the expired-link modal and a new link works", async ({
  page,
  request,
}) => {
  // A player of this journey's own, who opens the e-mail a day too late.
  const email = "late.verifier@example.com";
  await signUpPlayer(request, email);
  const first = await latestEmail(request, email, "verify-email");
  await setReferenceClock(request, A_DAY_AND_AN_HOUR_LATER);

  await page.goto(linkPath(first));
  await expect(page).toHaveURL(/\/\?modal=verify-email-expired$/, { timeout: 10_000 });
  const expired = page.getByRole("dialog", { name: "Link expired" });
  await expect(expired).toContainText("This verification link has expired or was already used.");
  await expectNoAxeViolations(page);

  const address = expired.getByRole("textbox", { name: "E-mail" });
  await address.fill("late.verifier@");
  await expired.getByRole("button", { name: "Send a new link" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await address.fill(email);
  await expired.getByRole("button", { name: "Send a new link" }).click();
  await expect(expired.getByRole("status")).toHaveText("A new link is on its way. Check your inbox.");

  // The new link, from the outbox, verifies the address.
  const second = await latestEmail(request, email, "verify-email");
  expect(second.link).not.toBe(first.link);
  await page.goto(linkPath(second));
  await expect(page.getByRole("dialog", { name: "Verify your e-mail" }).getByRole("status")).toHaveText(
    "Your e-mail address is verified. Thank you!",
    { timeout: 10_000 },
  );
});
